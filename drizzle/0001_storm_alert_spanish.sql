ALTER TABLE "site_settings" ADD COLUMN "storm_alert_title_es" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "storm_alert_body_es" text;
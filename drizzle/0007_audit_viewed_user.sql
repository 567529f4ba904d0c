ALTER TABLE "audit_log" ADD COLUMN "viewed_user_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "viewed_user_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
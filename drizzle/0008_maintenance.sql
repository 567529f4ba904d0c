CREATE TABLE "preventive_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"community_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"repeat" text NOT NULL,
	"interval_days" integer,
	"month" integer,
	"day" integer,
	"start_date" date NOT NULL,
	"lead_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preventive_schedules_target_check" CHECK (("preventive_schedules"."property_id" is null) <> ("preventive_schedules"."community_id" is null)),
	CONSTRAINT "preventive_schedules_repeat_check" CHECK (("preventive_schedules"."repeat" = 'interval' and "preventive_schedules"."interval_days" between 1 and 3660) or ("preventive_schedules"."repeat" = 'yearly' and "preventive_schedules"."month" between 1 and 12 and "preventive_schedules"."day" between 1 and 28))
);
--> statement-breakpoint
CREATE TABLE "work_order_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" uuid,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_costs_amount_check" CHECK ("work_order_costs"."amount_cents" >= 0 and "work_order_costs"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text,
	"body" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'shared' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid,
	"stage" text,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"rendition_widths" integer[] DEFAULT '{}' NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_media_attached_check" CHECK (("work_order_media"."work_order_id" is null) = ("work_order_media"."stage" is null))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"lease_id" uuid,
	"resident_id" uuid,
	"reported_by" uuid,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"urgency" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"permission_to_enter" boolean DEFAULT false NOT NULL,
	"preferred_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"pets" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"waiting_reason" text,
	"resume_status" text,
	"technician_id" uuid,
	"scheduled_start" timestamp with time zone,
	"scheduled_end" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"approval_state" text,
	"approved_cents" integer,
	"approval_note" text,
	"approval_decided_by" uuid,
	"approval_decided_at" timestamp with time zone,
	"approval_token_hash" text,
	"approval_token_expires_at" timestamp with time zone,
	"cancel_reason" text,
	"completion_notes" text,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"rating" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"billed_charge_id" uuid,
	"preventive_schedule_id" uuid,
	"occurrence_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "work_orders_approval_token_hash_unique" UNIQUE("approval_token_hash"),
	CONSTRAINT "work_orders_billed_charge_id_unique" UNIQUE("billed_charge_id"),
	CONSTRAINT "work_orders_occurrence_key_unique" UNIQUE("occurrence_key"),
	CONSTRAINT "work_orders_rating_check" CHECK ("work_orders"."rating" is null or "work_orders"."rating" between 1 and 5),
	CONSTRAINT "work_orders_waiting_check" CHECK (("work_orders"."status" = 'waiting') = ("work_orders"."waiting_reason" is not null)),
	CONSTRAINT "work_orders_window_check" CHECK (("work_orders"."scheduled_start" is null) = ("work_orders"."scheduled_end" is null) and ("work_orders"."scheduled_start" is null or "work_orders"."scheduled_end" > "work_orders"."scheduled_start")),
	CONSTRAINT "work_orders_scheduled_check" CHECK ("work_orders"."status" <> 'scheduled' or ("work_orders"."technician_id" is not null and "work_orders"."scheduled_start" is not null)),
	CONSTRAINT "work_orders_cancel_check" CHECK ("work_orders"."status" <> 'cancelled' or "work_orders"."cancel_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "response_hours_emergency" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "response_hours_urgent" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "response_hours_routine" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "on_call_technician_id" uuid;--> statement-breakpoint
ALTER TABLE "preventive_schedules" ADD CONSTRAINT "preventive_schedules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_schedules" ADD CONSTRAINT "preventive_schedules_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preventive_schedules" ADD CONSTRAINT "preventive_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_costs" ADD CONSTRAINT "work_order_costs_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_costs" ADD CONSTRAINT "work_order_costs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_media" ADD CONSTRAINT "work_order_media_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_media" ADD CONSTRAINT "work_order_media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_resident_id_users_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_approval_decided_by_users_id_fk" FOREIGN KEY ("approval_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_billed_charge_id_charges_id_fk" FOREIGN KEY ("billed_charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_preventive_schedule_id_preventive_schedules_id_fk" FOREIGN KEY ("preventive_schedule_id") REFERENCES "public"."preventive_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_costs_order_idx" ON "work_order_costs" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_costs_client_key_idx" ON "work_order_costs" USING btree ("work_order_id","client_key");--> statement-breakpoint
CREATE INDEX "work_order_events_order_idx" ON "work_order_events" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_events_client_key_idx" ON "work_order_events" USING btree ("work_order_id","client_key");--> statement-breakpoint
CREATE INDEX "work_order_media_order_idx" ON "work_order_media" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_media_uploader_idx" ON "work_order_media" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_property_idx" ON "work_orders" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_resident_idx" ON "work_orders" USING btree ("resident_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_technician_idx" ON "work_orders" USING btree ("technician_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_on_call_technician_id_users_id_fk" FOREIGN KEY ("on_call_technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
-- btree_gist lets the exclusion constraint below compare unit ids with = inside a GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "deposit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_deductions_amount_check" CHECK ("deposit_deductions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_residents" (
	"lease_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "lease_residents_lease_id_user_id_pk" PRIMARY KEY("lease_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"monthly_rent_cents" integer NOT NULL,
	"due_day" integer DEFAULT 1 NOT NULL,
	"security_deposit_cents" integer DEFAULT 0 NOT NULL,
	"late_fee_grace_days" integer DEFAULT 5 NOT NULL,
	"late_fee_flat_cents" integer,
	"late_fee_percent_bp" integer,
	"late_fee_cap_cents" integer,
	"renewal_of" uuid,
	"notice_given_at" timestamp with time zone,
	"move_out_date" date,
	"deposit_refund_cents" integer,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_dates_check" CHECK ("leases"."end_date" is null or "leases"."end_date" >= "leases"."start_date"),
	CONSTRAINT "leases_due_day_check" CHECK ("leases"."due_day" between 1 and 28),
	CONSTRAINT "leases_rent_check" CHECK ("leases"."monthly_rent_cents" > 0),
	CONSTRAINT "leases_late_fee_check" CHECK ("leases"."late_fee_flat_cents" is null or "leases"."late_fee_percent_bp" is null),
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('draft', 'active', 'notice_given', 'ended', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"reverses_payment_id" uuid,
	"created_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_reference_unique" UNIQUE("reference"),
	CONSTRAINT "charges_reverses_payment_id_unique" UNIQUE("reverses_payment_id"),
	CONSTRAINT "charges_sign_check" CHECK (("charges"."kind" in ('credit', 'concession') and "charges"."amount_cents" < 0) or ("charges"."kind" not in ('credit', 'concession') and "charges"."amount_cents" > 0)),
	CONSTRAINT "charges_period_check" CHECK (("charges"."kind" in ('rent', 'late_fee')) = ("charges"."period" is not null) and ("charges"."period" is null or "charges"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')),
	CONSTRAINT "charges_reversal_check" CHECK (("charges"."kind" = 'payment_reversal') = ("charges"."reverses_payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"autopay" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"external_reference" text,
	"payment_method_id" uuid,
	"payer_email" text,
	"failure_reason" text,
	"reversal_reason" text,
	"created_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0 and "payments"."fee_cents" >= 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'returned', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "approval_threshold_cents" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_residents" ADD CONSTRAINT "lease_residents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_residents" ADD CONSTRAINT "lease_residents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_renewal_of_leases_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_reverses_payment_id_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_deductions_lease_idx" ON "deposit_deductions" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "lease_documents_lease_idx" ON "lease_documents" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "lease_residents_user_idx" ON "lease_residents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leases_unit_idx" ON "leases" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "leases_status_end_idx" ON "leases" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "leases_renewal_of_idx" ON "leases" USING btree ("renewal_of");--> statement-breakpoint
CREATE INDEX "charges_lease_idx" ON "charges" USING btree ("lease_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_lease_kind_period_idx" ON "charges" USING btree ("lease_id","kind","period") WHERE "charges"."kind" in ('rent', 'late_fee');--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_autopay_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."autopay" and "payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payments_lease_idx" ON "payments" USING btree ("lease_id","received_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Two leases that hold a unit (active or notice given) never cover the same day (decision 0042).
-- A null end date is an unbounded range: a month-to-month lease holds the unit from its start on.
ALTER TABLE "leases" ADD CONSTRAINT "leases_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("status" in ('active', 'notice_given'));
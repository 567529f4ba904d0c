CREATE TABLE "application_decisions" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lease_id" uuid,
	"resident_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_decisions_lease_id_unique" UNIQUE("lease_id"),
	CONSTRAINT "application_decisions_outcome_check" CHECK ("application_decisions"."outcome" in ('approved', 'declined')),
	CONSTRAINT "application_decisions_lease_check" CHECK (("application_decisions"."outcome" = 'approved') = ("application_decisions"."lease_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "lease_ending_notices" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"period" text NOT NULL,
	"lines" jsonb NOT NULL,
	"collected_cents" integer NOT NULL,
	"management_fee_cents" integer NOT NULL,
	"expenses_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_statements_period_check" CHECK ("owner_statements"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "owner_statements_net_check" CHECK ("owner_statements"."net_cents" = "owner_statements"."collected_cents" - "owner_statements"."management_fee_cents" - "owner_statements"."expenses_cents")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "viewed_user_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "viewed_user_email" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "autopay_lease_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "autopay_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_charge_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_token" text;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_resident_id_users_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_ending_notices" ADD CONSTRAINT "lease_ending_notices_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_decisions_outcome_idx" ON "application_decisions" USING btree ("outcome","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_owner_period_idx" ON "owner_statements" USING btree ("owner_id","period");--> statement-breakpoint
CREATE INDEX "owner_statements_period_idx" ON "owner_statements" USING btree ("period");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_autopay_lease_id_leases_id_fk" FOREIGN KEY ("autopay_lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_charge_id_charges_id_fk" FOREIGN KEY ("paid_charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_autopay_per_lease_idx" ON "payment_methods" USING btree ("autopay_lease_id") WHERE "payment_methods"."autopay" and "payment_methods"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_token_unique" UNIQUE("receipt_token");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_autopay_lease_check" CHECK ("payment_methods"."autopay" = ("payment_methods"."autopay_lease_id" is not null) and "payment_methods"."autopay" = ("payment_methods"."autopay_enrolled_at" is not null) and not ("payment_methods"."autopay" and "payment_methods"."removed_at" is not null));
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "bank_accounts_last4_check" CHECK ("bank_accounts"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "bank_accounts_kind_check" CHECK ("bank_accounts"."kind" in ('operating_trust', 'deposit_escrow', 'company_operating'))
);
--> statement-breakpoint
CREATE TABLE "property_bank_accounts" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"operating_bank_account_id" uuid,
	"deposit_bank_account_id" uuid
);
--> statement-breakpoint
CREATE TABLE "charge_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"payment_id" uuid,
	"credit_id" uuid,
	"lease_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_applications_source_check" CHECK (("charge_applications"."payment_id" is null) <> ("charge_applications"."credit_id" is null) and "charge_applications"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applies_to" text DEFAULT 'charges' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_accounts" ADD CONSTRAINT "property_bank_accounts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_accounts" ADD CONSTRAINT "property_bank_accounts_operating_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("operating_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_accounts" ADD CONSTRAINT "property_bank_accounts_deposit_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("deposit_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_applications" ADD CONSTRAINT "charge_applications_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_applications" ADD CONSTRAINT "charge_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_applications" ADD CONSTRAINT "charge_applications_credit_id_charges_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_applications" ADD CONSTRAINT "charge_applications_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default_idx" ON "bank_accounts" USING btree ("kind") WHERE "bank_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "bank_accounts_kind_idx" ON "bank_accounts" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "charge_applications_charge_idx" ON "charge_applications" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "charge_applications_payment_idx" ON "charge_applications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "charge_applications_lease_idx" ON "charge_applications" USING btree ("lease_id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_kind_check" CHECK ("journal_entries"."source_kind" in ('charge', 'payment', 'reversal', 'return', 'deduction', 'refund', 'fee', 'transfer', 'contribution', 'distribution', 'expense', 'manual', 'opening', 'application'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_applies_to_check" CHECK ("payments"."applies_to" in ('charges', 'deposit'));
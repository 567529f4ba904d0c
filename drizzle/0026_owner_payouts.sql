CREATE TABLE "owner_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_contributions_amount_check" CHECK ("owner_contributions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "owner_payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"file_created_on" date NOT NULL,
	"file_created_at" text NOT NULL,
	"held" text[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payout_runs_month_check" CHECK ("owner_payout_runs"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "owner_payout_settings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"method" text DEFAULT 'check' NOT NULL,
	"routing_number" text,
	"account_encrypted" text,
	"account_last4" text,
	"account_type" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payout_settings_method_check" CHECK ("owner_payout_settings"."method" in ('check', 'ach')),
	CONSTRAINT "owner_payout_settings_ach_check" CHECK ("owner_payout_settings"."method" <> 'ach' or ("owner_payout_settings"."routing_number" ~ '^[0-9]{9}$' and "owner_payout_settings"."account_encrypted" is not null and "owner_payout_settings"."account_last4" is not null and "owner_payout_settings"."account_type" in ('checking', 'savings')))
);
--> statement-breakpoint
CREATE TABLE "owner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"bank_account_id" uuid,
	"check_number" integer,
	"routing_number" text,
	"account_encrypted" text,
	"account_last4" text,
	"account_type" text,
	"reference" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"paid_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payouts_amount_check" CHECK ("owner_payouts"."amount_cents" > 0),
	CONSTRAINT "owner_payouts_method_check" CHECK ("owner_payouts"."method" in ('check', 'ach')),
	CONSTRAINT "owner_payouts_status_check" CHECK ("owner_payouts"."status" in ('paid')),
	CONSTRAINT "owner_payouts_reference_check" CHECK (("owner_payouts"."method" = 'check' and "owner_payouts"."check_number" is not null and "owner_payouts"."bank_account_id" is not null) or ("owner_payouts"."method" = 'ach' and "owner_payouts"."account_encrypted" is not null and "owner_payouts"."routing_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nacha_odfi_routing" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nacha_odfi_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nacha_company_id" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nacha_company_name" text;--> statement-breakpoint
ALTER TABLE "owner_contributions" ADD CONSTRAINT "owner_contributions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contributions" ADD CONSTRAINT "owner_contributions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contributions" ADD CONSTRAINT "owner_contributions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contributions" ADD CONSTRAINT "owner_contributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payout_runs" ADD CONSTRAINT "owner_payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payout_settings" ADD CONSTRAINT "owner_payout_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payout_settings" ADD CONSTRAINT "owner_payout_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_run_id_owner_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."owner_payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_contributions_key_idx" ON "owner_contributions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "owner_contributions_owner_idx" ON "owner_contributions" USING btree ("owner_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_payout_runs_key_idx" ON "owner_payout_runs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_payouts_owner_month_idx" ON "owner_payouts" USING btree ("owner_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_payouts_check_idx" ON "owner_payouts" USING btree ("bank_account_id","check_number");--> statement-breakpoint
CREATE INDEX "owner_payouts_run_idx" ON "owner_payouts" USING btree ("run_id");
CREATE TABLE "account_period_balances" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"owner_id" uuid,
	"property_id" uuid,
	"lease_id" uuid,
	"debit_total" bigint DEFAULT 0 NOT NULL,
	"credit_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_period_balances_key" UNIQUE NULLS NOT DISTINCT("account_id","month","owner_id","property_id","lease_id"),
	CONSTRAINT "account_period_balances_month_check" CHECK (extract(day from "account_period_balances"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_es" text NOT NULL,
	"type" text NOT NULL,
	"normal_side" text GENERATED ALWAYS AS (case when type in ('asset', 'expense') then 'debit' else 'credit' end) STORED NOT NULL,
	"is_trust" boolean DEFAULT false NOT NULL,
	"system_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "accounts_system_key_unique" UNIQUE("system_key"),
	CONSTRAINT "accounts_type_check" CHECK ("accounts"."type" in ('asset', 'liability', 'equity', 'income', 'expense')),
	CONSTRAINT "accounts_code_check" CHECK ("accounts"."code" ~ '^[0-9]{4}(-[0-9A-Za-z]+)?$'),
	CONSTRAINT "accounts_system_key_check" CHECK ("accounts"."system_key" ~ '^[a-z][a-z0-9_]*$'),
	CONSTRAINT "accounts_trust_check" CHECK (not "accounts"."is_trust" or "accounts"."type" = 'asset')
);
--> statement-breakpoint
CREATE TABLE "closed_months" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "closed_months_month_check" CHECK (extract(day from "closed_months"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_date" date NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text,
	"memo" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"reverses_entry_id" uuid,
	"corrects_month" date,
	CONSTRAINT "journal_entries_reverses_entry_id_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "journal_entries_source_kind_check" CHECK ("journal_entries"."source_kind" in ('charge', 'payment', 'reversal', 'return', 'deduction', 'refund', 'fee', 'transfer', 'contribution', 'distribution', 'expense', 'manual', 'opening')),
	CONSTRAINT "journal_entries_reversal_check" CHECK (("journal_entries"."source_kind" = 'reversal') = ("journal_entries"."reverses_entry_id" is not null) and ("journal_entries"."reverses_entry_id" is null or ("journal_entries"."source_id" = "journal_entries"."reverses_entry_id"::text and "journal_entries"."reverses_entry_id" <> "journal_entries"."id"))),
	CONSTRAINT "journal_entries_corrects_month_check" CHECK ("journal_entries"."corrects_month" is null or (extract(day from "journal_entries"."corrects_month") = 1 and "journal_entries"."corrects_month" < date_trunc('month', "journal_entries"."entry_date")))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"property_id" uuid,
	"unit_id" uuid,
	"lease_id" uuid,
	"owner_id" uuid,
	"vendor_id" uuid,
	CONSTRAINT "journal_lines_one_side_check" CHECK (("journal_lines"."debit_cents" > 0 and "journal_lines"."credit_cents" = 0) or ("journal_lines"."credit_cents" > 0 and "journal_lines"."debit_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_period_balances_month_idx" ON "account_period_balances" USING btree ("month");--> statement-breakpoint
CREATE INDEX "account_period_balances_owner_idx" ON "account_period_balances" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_kind","source_id") WHERE "journal_entries"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "journal_lines_owner_idx" ON "journal_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "journal_lines_property_idx" ON "journal_lines" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "journal_lines_lease_idx" ON "journal_lines" USING btree ("lease_id");
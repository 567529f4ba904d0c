CREATE TABLE "bank_matches" (
	"statement_line_id" uuid PRIMARY KEY NOT NULL,
	"journal_line_id" uuid NOT NULL,
	"how" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_by" uuid,
	CONSTRAINT "bank_matches_journal_line_id_unique" UNIQUE("journal_line_id")
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"figures" jsonb NOT NULL,
	"signed_by" uuid NOT NULL,
	"signed_by_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_balances" (
	"bank_account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"ending_balance_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_balances_bank_account_id_month_pk" PRIMARY KEY("bank_account_id","month")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"fingerprint" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "statement_csv_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "broker_of_record_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_journal_line_id_journal_lines_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_balances" ADD CONSTRAINT "bank_statement_balances_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_reconciliations_month_idx" ON "bank_reconciliations" USING btree ("bank_account_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint_idx" ON "bank_statement_lines" USING btree ("bank_account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_date_idx" ON "bank_statement_lines" USING btree ("bank_account_id","posted_on");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_broker_of_record_id_users_id_fk" FOREIGN KEY ("broker_of_record_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
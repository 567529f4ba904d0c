CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_lines_amount_check" CHECK ("bill_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"work_order_id" uuid,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_content_type" text,
	"file_size_bytes" integer,
	"owner_approval_state" text,
	"owner_approval_note" text,
	"owner_approval_decided_by" uuid,
	"owner_approval_decided_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"expense_entry_id" uuid,
	"recurring_bill_id" uuid,
	"period" text,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_status_check" CHECK ("bills"."status" in ('draft', 'approved', 'paid', 'void')),
	CONSTRAINT "bills_total_check" CHECK ("bills"."total_cents" > 0),
	CONSTRAINT "bills_due_check" CHECK ("bills"."due_date" >= "bills"."invoice_date"),
	CONSTRAINT "bills_owner_approval_check" CHECK ("bills"."owner_approval_state" is null or "bills"."owner_approval_state" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "recurring_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"account_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"day_of_month" integer NOT NULL,
	"due_days" integer DEFAULT 15 NOT NULL,
	"start_month" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_bills_day_check" CHECK ("recurring_bills"."day_of_month" between 1 and 28),
	CONSTRAINT "recurring_bills_amount_check" CHECK ("recurring_bills"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "technician_vendors" (
	"technician_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_check_bills" (
	"check_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "vendor_check_bills_check_id_bill_id_pk" PRIMARY KEY("check_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"check_number" integer NOT NULL,
	"vendor_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"issued_on" date NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"entry_id" uuid NOT NULL,
	"void_entry_id" uuid,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_checks_status_check" CHECK ("vendor_checks"."status" in ('issued', 'void')),
	CONSTRAINT "vendor_checks_amount_check" CHECK ("vendor_checks"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"trade" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"w9_entity_type" text,
	"tax_id_encrypted" text,
	"tax_id_last4" text,
	"tax_id_kind" text,
	"eligible_1099" boolean DEFAULT false NOT NULL,
	"default_expense_account_id" uuid,
	"insurance_expires_on" date,
	"payment_method" text DEFAULT 'check' NOT NULL,
	"bank_account_token" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_tax_id_check" CHECK (("vendors"."tax_id_encrypted" is null) = ("vendors"."tax_id_last4" is null) and ("vendors"."tax_id_last4" is null or "vendors"."tax_id_last4" ~ '^[0-9]{4}$')),
	CONSTRAINT "vendors_payment_method_check" CHECK ("vendors"."payment_method" in ('check', 'bank')),
	CONSTRAINT "vendors_bank_token_check" CHECK ("vendors"."payment_method" <> 'bank' or "vendors"."bank_account_token" is not null)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_kind_check";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "next_check_number" integer DEFAULT 1001 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reserve_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_owner_approval_decided_by_users_id_fk" FOREIGN KEY ("owner_approval_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_expense_entry_id_journal_entries_id_fk" FOREIGN KEY ("expense_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_recurring_bill_id_recurring_bills_id_fk" FOREIGN KEY ("recurring_bill_id") REFERENCES "public"."recurring_bills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_bills" ADD CONSTRAINT "recurring_bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_bills" ADD CONSTRAINT "recurring_bills_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_bills" ADD CONSTRAINT "recurring_bills_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_bills" ADD CONSTRAINT "recurring_bills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_bills" ADD CONSTRAINT "recurring_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_vendors" ADD CONSTRAINT "technician_vendors_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_vendors" ADD CONSTRAINT "technician_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_check_bills" ADD CONSTRAINT "vendor_check_bills_check_id_vendor_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."vendor_checks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_check_bills" ADD CONSTRAINT "vendor_check_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_void_entry_id_journal_entries_id_fk" FOREIGN KEY ("void_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_checks" ADD CONSTRAINT "vendor_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_default_expense_account_id_accounts_id_fk" FOREIGN KEY ("default_expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bills_property_idx" ON "bills" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_vendor_invoice_idx" ON "bills" USING btree ("vendor_id",lower("invoice_number")) WHERE "bills"."status" <> 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_work_order_idx" ON "bills" USING btree ("work_order_id") WHERE "bills"."status" <> 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_recurring_period_idx" ON "bills" USING btree ("recurring_bill_id","period");--> statement-breakpoint
CREATE INDEX "vendor_check_bills_bill_idx" ON "vendor_check_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_checks_number_idx" ON "vendor_checks" USING btree ("bank_account_id","check_number");--> statement-breakpoint
CREATE INDEX "vendor_checks_batch_idx" ON "vendor_checks" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "vendor_checks_key_idx" ON "vendor_checks" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_kind_check" CHECK ("journal_entries"."source_kind" in ('charge', 'payment', 'reversal', 'return', 'deduction', 'refund', 'fee', 'transfer', 'contribution', 'distribution', 'expense', 'manual', 'opening', 'application', 'bill_payment'));
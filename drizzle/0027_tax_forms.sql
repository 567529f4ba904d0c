CREATE TABLE "owner_tax_profiles" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_id_encrypted" text,
	"tax_id_last4" text,
	"tax_id_kind" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_tax_profiles_tax_id_check" CHECK (("owner_tax_profiles"."tax_id_encrypted" is null) = ("owner_tax_profiles"."tax_id_last4" is null) and ("owner_tax_profiles"."tax_id_last4" is null or "owner_tax_profiles"."tax_id_last4" ~ '^[0-9]{4}$'))
);
--> statement-breakpoint
CREATE TABLE "tax_form_thresholds" (
	"from_year" integer PRIMARY KEY NOT NULL,
	"nec_cents" integer NOT NULL,
	"misc_rents_cents" integer NOT NULL,
	CONSTRAINT "tax_form_thresholds_check" CHECK ("tax_form_thresholds"."nec_cents" > 0 and "tax_form_thresholds"."misc_rents_cents" > 0 and "tax_form_thresholds"."from_year" between 1900 and 9999)
);
--> statement-breakpoint
ALTER TABLE "owner_tax_profiles" ADD CONSTRAINT "owner_tax_profiles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The thresholds by year: $600 through 2025; from 2026 $2,000 for 1099-NEC (rents stay $600).
INSERT INTO "tax_form_thresholds" ("from_year", "nec_cents", "misc_rents_cents") VALUES (1900, 60000, 60000), (2026, 200000, 60000);

CREATE TABLE "deposit_notices" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_key" text
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "bank_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_notices" ADD CONSTRAINT "deposit_notices_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;
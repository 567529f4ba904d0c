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
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_owner_period_idx" ON "owner_statements" USING btree ("owner_id","period");--> statement-breakpoint
CREATE INDEX "owner_statements_period_idx" ON "owner_statements" USING btree ("period");
ALTER TABLE "payments" ADD COLUMN "method_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_charge_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_charge_id_charges_id_fk" FOREIGN KEY ("paid_charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_token_unique" UNIQUE("receipt_token");
CREATE INDEX "journal_entries_transfer_idx" ON "journal_entries" USING btree ("id") WHERE "journal_entries"."source_kind" = 'transfer';--> statement-breakpoint
CREATE INDEX "charges_due_date_idx" ON "charges" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "charges_deposit_idx" ON "charges" USING btree ("lease_id") WHERE "charges"."kind" = 'deposit';--> statement-breakpoint
CREATE INDEX "payments_received_at_idx" ON "payments" USING btree ("received_at");
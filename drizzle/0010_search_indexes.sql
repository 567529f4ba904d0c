CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price_cents","published_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_purpose_idx" ON "listings" USING btree ("purpose","published_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_kind_idx" ON "properties" USING btree ("kind");
ALTER TABLE "promotions" ADD COLUMN "target" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inhouse_bets_merchant_time" ON "inhouse_bets" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_merchant_time" ON "lottery_orders" USING btree ("merchant_id","created_at");
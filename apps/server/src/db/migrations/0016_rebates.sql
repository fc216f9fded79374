CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"inhouse_from" bigint NOT NULL,
	"inhouse_to" bigint NOT NULL,
	"lottery_from" bigint NOT NULL,
	"lottery_to" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_reference" UNIQUE("merchant_id","reference"),
	CONSTRAINT "rebate_claims_amount" CHECK ("rebate_claims"."amount" > 0 AND "rebate_claims"."turnover" > 0),
	CONSTRAINT "rebate_claims_marks" CHECK ("rebate_claims"."inhouse_to" >= "rebate_claims"."inhouse_from" AND "rebate_claims"."lottery_to" >= "rebate_claims"."lottery_from")
);
--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_key" ON "rebate_claims" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_from" ON "rebate_claims" USING btree ("member_id","inhouse_from","lottery_from");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_time" ON "rebate_claims" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inhouse_bets_member_id" ON "inhouse_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_suborders_member" ON "lottery_suborders" USING btree ("member_id","id");
CREATE TABLE "member_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"detail" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transaction_id" bigint,
	CONSTRAINT "member_rewards_key" UNIQUE("member_id","source","source_key"),
	CONSTRAINT "member_rewards_source" CHECK ("member_rewards"."source" IN ('VIP_LEVEL_UP', 'REFERRAL', 'LEADERBOARD')),
	CONSTRAINT "member_rewards_amount" CHECK ("member_rewards"."amount" > 0 AND "member_rewards"."turnover_bp" >= 0),
	CONSTRAINT "member_rewards_claimed" CHECK (("member_rewards"."claimed_at" IS NULL) = ("member_rewards"."transaction_id" IS NULL)),
	CONSTRAINT "member_rewards_period" CHECK ("member_rewards"."expires_at" > "member_rewards"."created_at")
);
--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_rewards_member" ON "member_rewards" USING btree ("member_id","expires_at");
CREATE TABLE "inhouse_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"stake_transaction_id" bigint NOT NULL,
	"payout_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inhouse_bets_amounts" CHECK ("inhouse_bets"."stake" > 0 AND "inhouse_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inhouse_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inhouse_bets" ADD CONSTRAINT "inhouse_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_bets" ADD CONSTRAINT "inhouse_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_bets" ADD CONSTRAINT "inhouse_bets_seed_id_inhouse_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."inhouse_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_bets" ADD CONSTRAINT "inhouse_bets_stake_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("stake_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_bets" ADD CONSTRAINT "inhouse_bets_payout_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_seeds" ADD CONSTRAINT "inhouse_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_bets_key" ON "inhouse_bets" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "inhouse_bets_member_time" ON "inhouse_bets" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inhouse_bets_member_game_time" ON "inhouse_bets" USING btree ("member_id","game","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_seeds_active" ON "inhouse_seeds" USING btree ("member_id") WHERE "inhouse_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inhouse_seeds_member" ON "inhouse_seeds" USING btree ("member_id","revealed_at");
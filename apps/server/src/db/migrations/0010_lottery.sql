CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"winning_number" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_numero" UNIQUE("game_id","numero"),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."open_at" < "lottery_draws"."lock_at" AND "lottery_draws"."lock_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" = 'drawn') = ("lottery_draws"."winning_number" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_group_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"remarks" jsonb NOT NULL,
	"number_format" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"sale_seconds" integer NOT NULL,
	"lock_seconds" integer NOT NULL,
	"prize_modes" jsonb NOT NULL,
	"trad_play" boolean DEFAULT true NOT NULL,
	"ent_play" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"bet_min" bigint NOT NULL,
	"bet_max" bigint NOT NULL,
	"draw_max" bigint NOT NULL,
	CONSTRAINT "lottery_games_code" UNIQUE("merchant_id","game_code"),
	CONSTRAINT "lottery_games_window" CHECK ("lottery_games"."lock_seconds" >= 0 AND "lottery_games"."sale_seconds" > "lottery_games"."lock_seconds"),
	CONSTRAINT "lottery_games_limits" CHECK ("lottery_games"."bet_min" > 0 AND "lottery_games"."bet_max" >= "lottery_games"."bet_min" AND "lottery_games"."draw_max" >= "lottery_games"."bet_max")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"prize_mode" text NOT NULL,
	"house_kind" text NOT NULL,
	"stake_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_suborders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"position" integer,
	"pick" text NOT NULL,
	"amount" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint NOT NULL,
	"odds_bp" bigint NOT NULL,
	"status" text NOT NULL,
	"hits" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"settle_transaction_id" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_suborders_amounts" CHECK ("lottery_suborders"."stake" = "lottery_suborders"."amount" * "lottery_suborders"."multiple" AND "lottery_suborders"."stake" > 0 AND "lottery_suborders"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_stake_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("stake_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."settled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_key" ON "lottery_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_time" ON "lottery_orders" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lottery_orders_draw" ON "lottery_orders" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_suborders_order" ON "lottery_suborders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_suborders_open" ON "lottery_suborders" USING btree ("draw_id","member_id") WHERE "lottery_suborders"."status" = 'open';
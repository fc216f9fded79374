CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"launch_url" text NOT NULL,
	"secret" text NOT NULL,
	"allows_trial" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"game_id" integer NOT NULL,
	"language" text NOT NULL,
	"launch_hash" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_launchHash_unique" UNIQUE("launch_hash"),
	CONSTRAINT "game_sessions_sessionHash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
CREATE TABLE "vendor_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"game_id" integer,
	"game_type" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"valid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vendor_rounds_round" UNIQUE("provider_code","round_id","member_id"),
	CONSTRAINT "vendor_rounds_status" CHECK ("vendor_rounds"."status" IN ('open', 'settled', 'cancelled')),
	CONSTRAINT "vendor_rounds_amounts" CHECK ("vendor_rounds"."stake" >= 0 AND "vendor_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_pk" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ref_transaction_id" text,
	"fingerprint" text NOT NULL,
	"ledger_transaction_id" bigint,
	"balance_after" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" IN ('debit', 'credit', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "provider_code" text;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_round_pk_vendor_rounds_id_fk" FOREIGN KEY ("round_pk") REFERENCES "public"."vendor_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_rounds_member_time" ON "vendor_rounds" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_rounds_member_id" ON "vendor_rounds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "vendor_rounds_merchant_time" ON "vendor_rounds" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_rounds_open" ON "vendor_rounds" USING btree ("provider_code","created_at") WHERE "vendor_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_id" ON "vendor_transactions" USING btree ("provider_code","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_ref" ON "vendor_transactions" USING btree ("provider_code","ref_transaction_id") WHERE "vendor_transactions"."ref_transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_transactions_round" ON "vendor_transactions" USING btree ("round_pk");--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE restrict ON UPDATE no action;
-- Bonus money apart from cash (modules/wallet/bonus-wallet.ts): each bonus granted into the
-- member's member_bonus ledger account is a row here with its own wagering.
CREATE TABLE "member_bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"grant_key" text NOT NULL,
	"source" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"grant_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "member_bonus_grants_amounts" CHECK ("member_bonus_grants"."amount" > 0 AND "member_bonus_grants"."required" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_bonus_grants" ADD CONSTRAINT "member_bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_bonus_grants" ADD CONSTRAINT "member_bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_bonus_grants" ADD CONSTRAINT "member_bonus_grants_grant_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("grant_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonus_grants_key" ON "member_bonus_grants" USING btree ("merchant_id","grant_key");
--> statement-breakpoint
CREATE INDEX "member_bonus_grants_active" ON "member_bonus_grants" USING btree ("member_id","id") WHERE "member_bonus_grants"."status" = 'active';

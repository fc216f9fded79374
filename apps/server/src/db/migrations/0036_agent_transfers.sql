CREATE TABLE "agent_transfer_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"amount" bigint NOT NULL,
	"split" text,
	"receivers" smallint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_transfer_shares" ADD CONSTRAINT "agent_transfer_shares_transfer_id_agent_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."agent_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfer_shares" ADD CONSTRAINT "agent_transfer_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfer_shares_member" ON "agent_transfer_shares" USING btree ("transfer_id","member_id");--> statement-breakpoint
CREATE INDEX "agent_transfer_shares_unopened" ON "agent_transfer_shares" USING btree ("member_id","id") WHERE "agent_transfer_shares"."opened_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_key" ON "agent_transfers" USING btree ("agent_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent" ON "agent_transfers" USING btree ("agent_id","created_at");
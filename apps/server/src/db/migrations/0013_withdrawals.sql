CREATE TABLE "member_turnover" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_turnover_amounts" CHECK ("member_turnover"."required" >= 0 AND "member_turnover"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"payee" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"hold_transaction_id" bigint NOT NULL,
	"settle_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdraw_requests_reference" UNIQUE("merchant_id","reference"),
	CONSTRAINT "withdraw_requests_status" CHECK ("withdraw_requests"."status" IN ('pending', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdraw_requests_amount" CHECK ("withdraw_requests"."amount" > 0),
	CONSTRAINT "withdraw_requests_settled" CHECK (("withdraw_requests"."status" = 'pending') = ("withdraw_requests"."settle_transaction_id" IS NULL)),
	CONSTRAINT "withdraw_requests_decided" CHECK (("withdraw_requests"."status" = 'pending') = ("withdraw_requests"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_requests_key" ON "withdraw_requests" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdraw_requests_member_time" ON "withdraw_requests" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdraw_requests_pending" ON "withdraw_requests" USING btree ("merchant_id","created_at") WHERE "withdraw_requests"."status" = 'pending';
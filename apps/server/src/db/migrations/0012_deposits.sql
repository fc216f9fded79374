CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_mode" text DEFAULT 'none' NOT NULL,
	"fee_value" integer DEFAULT 0 NOT NULL,
	"payee" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_code" UNIQUE("merchant_id","code"),
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_amount" > 0 AND "deposit_channels"."max_amount" >= "deposit_channels"."min_amount"),
	CONSTRAINT "deposit_channels_fee" CHECK (("deposit_channels"."fee_mode" = 'none' AND "deposit_channels"."fee_value" = 0) OR ("deposit_channels"."fee_mode" = 'percent' AND "deposit_channels"."fee_value" BETWEEN 0 AND 5000) OR ("deposit_channels"."fee_mode" = 'fixed' AND "deposit_channels"."fee_value" >= 0 AND "deposit_channels"."fee_value" < "deposit_channels"."min_amount"))
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"payee" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"credit_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposit_requests_reference" UNIQUE("merchant_id","reference"),
	CONSTRAINT "deposit_requests_status" CHECK ("deposit_requests"."status" IN ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "deposit_requests_amounts" CHECK ("deposit_requests"."amount" > 0 AND "deposit_requests"."fee" >= 0 AND "deposit_requests"."credit" = "deposit_requests"."amount" - "deposit_requests"."fee" AND "deposit_requests"."credit" > 0),
	CONSTRAINT "deposit_requests_credited" CHECK (("deposit_requests"."status" = 'approved') = ("deposit_requests"."credit_transaction_id" IS NOT NULL)),
	CONSTRAINT "deposit_requests_decided" CHECK (("deposit_requests"."status" = 'pending') = ("deposit_requests"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_credit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_key" ON "deposit_requests" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_requests_member_time" ON "deposit_requests" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_requests_pending" ON "deposit_requests" USING btree ("merchant_id","created_at") WHERE "deposit_requests"."status" = 'pending';
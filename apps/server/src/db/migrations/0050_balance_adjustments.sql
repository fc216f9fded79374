CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_id" integer,
	"decided_by" text,
	"reject_reason" text,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_status_check" CHECK ("balance_adjustments"."status" IN ('pending', 'applied', 'rejected')),
	CONSTRAINT "balance_adjustments_amount" CHECK ("balance_adjustments"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_id_operators_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_key" ON "balance_adjustments" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member" ON "balance_adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_status" ON "balance_adjustments" USING btree ("merchant_id","status","created_at");
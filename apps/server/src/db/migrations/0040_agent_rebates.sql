CREATE TABLE "agent_rebate_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"via_id" bigint NOT NULL,
	"bettor_id" bigint NOT NULL,
	"product" text NOT NULL,
	"bet_id" bigint NOT NULL,
	"day" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"diff_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"credit_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_bets" (
	"product" text NOT NULL,
	"bet_id" bigint NOT NULL,
	CONSTRAINT "agent_rebate_bets_product_bet_id_pk" PRIMARY KEY("product","bet_id")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_bounds" (
	"merchant_id" integer NOT NULL,
	"product" text NOT NULL,
	"min_bp" integer NOT NULL,
	"max_bp" integer NOT NULL,
	CONSTRAINT "agent_rebate_bounds_merchant_id_product_pk" PRIMARY KEY("merchant_id","product")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_link_rates" (
	"link_id" bigint NOT NULL,
	"product" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "agent_rebate_link_rates_link_id_product_pk" PRIMARY KEY("link_id","product")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_marks" (
	"product" text PRIMARY KEY NOT NULL,
	"mark" bigint NOT NULL,
	"seen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_quotas" (
	"merchant_id" integer NOT NULL,
	"product" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"per_agent" integer NOT NULL,
	CONSTRAINT "agent_rebate_quotas_merchant_id_product_rate_bp_pk" PRIMARY KEY("merchant_id","product","rate_bp")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rates" (
	"member_id" bigint NOT NULL,
	"product" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_member_id_product_pk" PRIMARY KEY("member_id","product")
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_accruals" ADD CONSTRAINT "agent_rebate_accruals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_accruals" ADD CONSTRAINT "agent_rebate_accruals_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_accruals" ADD CONSTRAINT "agent_rebate_accruals_via_id_members_id_fk" FOREIGN KEY ("via_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_accruals" ADD CONSTRAINT "agent_rebate_accruals_bettor_id_members_id_fk" FOREIGN KEY ("bettor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_accruals" ADD CONSTRAINT "agent_rebate_accruals_credit_id_agent_rebate_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."agent_rebate_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_bounds" ADD CONSTRAINT "agent_rebate_bounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_credits" ADD CONSTRAINT "agent_rebate_credits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_credits" ADD CONSTRAINT "agent_rebate_credits_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_credits" ADD CONSTRAINT "agent_rebate_credits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_link_rates" ADD CONSTRAINT "agent_rebate_link_rates_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_quotas" ADD CONSTRAINT "agent_rebate_quotas_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebate_accruals_once" ON "agent_rebate_accruals" USING btree ("product","bet_id","agent_id");--> statement-breakpoint
CREATE INDEX "agent_rebate_accruals_agent_day" ON "agent_rebate_accruals" USING btree ("agent_id","day");--> statement-breakpoint
CREATE INDEX "agent_rebate_accruals_uncredited" ON "agent_rebate_accruals" USING btree ("agent_id") WHERE "agent_rebate_accruals"."credit_id" IS NULL;--> statement-breakpoint
CREATE INDEX "agent_rebate_credits_agent" ON "agent_rebate_credits" USING btree ("agent_id","created_at");
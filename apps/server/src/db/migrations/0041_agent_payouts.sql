CREATE TABLE "agent_payout_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"recomputed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_payout_runs_kind" CHECK ("agent_payout_runs"."kind" IN ('daily_salary', 'hourly_salary', 'dividend')),
	CONSTRAINT "agent_payout_runs_status" CHECK ("agent_payout_runs"."status" IN ('computed', 'previewed', 'paid', 'held'))
);
--> statement-breakpoint
CREATE TABLE "agent_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"net_loss" bigint NOT NULL,
	"tier" integer,
	"rate_bp" integer NOT NULL,
	"downline_share" bigint DEFAULT 0 NOT NULL,
	"due" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"owed" bigint GENERATED ALWAYS AS (due - paid) STORED NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payouts_paid" CHECK ("agent_payouts"."paid" >= 0 AND "agent_payouts"."paid" <= "agent_payouts"."due")
);
--> statement-breakpoint
CREATE TABLE "agent_period_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"active_min_bet" bigint NOT NULL,
	"auto_pay" boolean NOT NULL,
	"close_delay_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_payout_runs" ADD CONSTRAINT "agent_payout_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_run_id_agent_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_period_settings" ADD CONSTRAINT "agent_period_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payout_runs_period" ON "agent_payout_runs" USING btree ("merchant_id","kind","period_key");--> statement-breakpoint
CREATE INDEX "agent_payout_runs_status" ON "agent_payout_runs" USING btree ("status","merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_contract_period" ON "agent_payouts" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_payouts_run" ON "agent_payouts" USING btree ("run_id","depth","id");--> statement-breakpoint
CREATE INDEX "agent_payouts_downline" ON "agent_payouts" USING btree ("downline_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "agent_payouts_upline" ON "agent_payouts" USING btree ("upline_id","kind","created_at");
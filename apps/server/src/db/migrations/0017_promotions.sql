CREATE TABLE "promotion_participations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"deposit_id" bigint,
	"amount" bigint,
	"approved" boolean DEFAULT false NOT NULL,
	"reject_reason" text,
	"transaction_id" bigint,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_participations_key" UNIQUE("promotion_id","member_id","day"),
	CONSTRAINT "promotion_participations_status" CHECK ("promotion_participations"."status" IN ('joined', 'applying', 'paid', 'rejected')),
	CONSTRAINT "promotion_participations_paid" CHECK (("promotion_participations"."status" = 'paid') = ("promotion_participations"."transaction_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"cap" bigint DEFAULT 0 NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code" UNIQUE("merchant_id","code"),
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" IN ('FIRST_DEPOSIT', 'DAILY_CHECKIN', 'REFERRAL', 'MISSION')),
	CONSTRAINT "promotions_period" CHECK ("promotions"."end_at" IS NULL OR "promotions"."end_at" > "promotions"."start_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_deposit_id_deposit_requests_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_participations_member" ON "promotion_participations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotion_participations_applying" ON "promotion_participations" USING btree ("merchant_id","joined_at") WHERE "promotion_participations"."status" = 'applying';
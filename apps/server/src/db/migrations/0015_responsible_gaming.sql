CREATE TABLE "play_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_breaks_kind" CHECK ("play_breaks"."kind" IN ('timeout', 'exclusion')),
	CONSTRAINT "play_breaks_span" CHECK ("play_breaks"."ends_at" > "play_breaks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "play_limits_kind" CHECK ("play_limits"."kind" IN ('deposit', 'loss')),
	CONSTRAINT "play_limits_period" CHECK ("play_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "play_limits_amount" CHECK ("play_limits"."amount" IS NULL OR "play_limits"."amount" > 0),
	CONSTRAINT "play_limits_pending" CHECK ("play_limits"."pending_amount" IS NULL OR "play_limits"."pending_amount" > 0),
	CONSTRAINT "play_limits_pending_from" CHECK ("play_limits"."pending_amount" IS NULL OR "play_limits"."pending_from" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "play_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_settings_reality_check" CHECK ("play_settings"."reality_check_minutes" IS NULL OR "play_settings"."reality_check_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_settings" ADD CONSTRAINT "play_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_member_end" ON "play_breaks" USING btree ("member_id","ends_at");
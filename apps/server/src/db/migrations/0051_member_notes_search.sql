CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notes_kind_check" CHECK ("member_notes"."kind" IN ('note', 'lock', 'unlock'))
);
--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_author_id_operators_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_account_key_prefix" ON "members" USING btree ("merchant_id","account_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_mobile_num" ON "members" USING btree ("merchant_id","mobile_num");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_full_mobile" ON "members" USING btree ("merchant_id",("country_dialing_code" || "mobile_num"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_email_lower" ON "members" USING btree ("merchant_id",lower("email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_payee_lower" ON "members" USING btree ("merchant_id",lower(trim("payee_name")));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_register_ip" ON "members" USING btree ("merchant_id","register_ip");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_device" ON "sessions" USING btree ("ip","user_agent","merchant_id","member_id");
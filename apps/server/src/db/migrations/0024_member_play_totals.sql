CREATE TABLE "member_play_totals" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_play_totals" ADD CONSTRAINT "member_play_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The totals of every member with history, from their cash postings (kinds as contracts'
-- LEDGER_KIND_TYPES name them: deposit; stakes and refunded stakes). A member already counted is
-- left as is (never the case here: the table is new).
INSERT INTO "member_play_totals" ("member_id", "deposited", "staked")
SELECT a."member_id",
  coalesce(sum(p."amount") FILTER (WHERE t."kind" IN ('deposit')), 0),
  -coalesce(sum(p."amount") FILTER (WHERE t."kind" IN ('inhouse_stake', 'lottery_stake', 'lottery_refund')), 0)
FROM "ledger_postings" p
JOIN "ledger_transactions" t ON t."id" = p."transaction_id"
JOIN "ledger_accounts" a ON a."id" = p."account_id"
WHERE a."kind" = 'member_cash' AND a."member_id" IS NOT NULL
GROUP BY a."member_id"
ON CONFLICT ("member_id") DO NOTHING;

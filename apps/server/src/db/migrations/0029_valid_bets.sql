-- One valid bet (modules/wallet/valid-bet.ts, contracts/valid-bet.ts): a bet counts for
-- withdrawal turnover, VIP, missions, the leaderboard and rebates once settled and only when its
-- win chance is at most 66 %.
ALTER TABLE "inhouse_bets" ADD COLUMN "valid" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD COLUMN "valid" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Dice bets above 66 % (more than 6,600 winning rolls of 10,000: under wins below the target,
-- over above it).
UPDATE "inhouse_bets" SET "valid" = false
WHERE "game" = 'dice'
  AND CASE WHEN "outcome"->>'direction' = 'under' THEN ("outcome"->>'target')::int
           ELSE 9999 - ("outcome"->>'target')::int END > 6600;
--> statement-breakpoint
-- Settled lottery bets count, except a member's bets of one draw on one position's digit or on
-- the sum that together win more than 66 % of the time (BIG and SMALL, seven digits, ...). The
-- 2- and 3-digit endings of regional draws are left as settled (valid) in this history.
UPDATE "lottery_suborders" SET "valid" = true WHERE "status" IN ('won', 'lost');
--> statement-breakpoint
WITH "digit_cover" AS (
  SELECT s."member_id", s."draw_id", s."position", count(DISTINCT d) AS "covered"
  FROM "lottery_suborders" s CROSS JOIN generate_series(0, 9) AS d
  WHERE s."status" IN ('won', 'lost')
    AND s."bet_type" IN ('DIGIT', 'DIGIT_BIG_SMALL', 'DIGIT_ODD_EVEN')
    AND ((s."bet_type" = 'DIGIT' AND s."pick" = d::text)
      OR (s."pick" = 'BIG' AND d >= 5) OR (s."pick" = 'SMALL' AND d < 5)
      OR (s."pick" = 'ODD' AND d % 2 = 1) OR (s."pick" = 'EVEN' AND d % 2 = 0))
  GROUP BY s."member_id", s."draw_id", s."position"
)
UPDATE "lottery_suborders" s SET "valid" = false
FROM "digit_cover" c
WHERE c."covered" > 6 AND s."member_id" = c."member_id" AND s."draw_id" = c."draw_id"
  AND s."position" = c."position"
  AND s."bet_type" IN ('DIGIT', 'DIGIT_BIG_SMALL', 'DIGIT_ODD_EVEN');
--> statement-breakpoint
WITH "sums"("value", "draws") AS (VALUES
  (0, 1), (1, 5), (2, 15), (3, 35), (4, 70), (5, 126), (6, 210), (7, 330), (8, 495), (9, 715),
  (10, 996), (11, 1340), (12, 1745), (13, 2205), (14, 2710), (15, 3246), (16, 3795), (17, 4335),
  (18, 4840), (19, 5280), (20, 5631), (21, 5875), (22, 6000), (23, 6000), (24, 5875), (25, 5631),
  (26, 5280), (27, 4840), (28, 4335), (29, 3795), (30, 3246), (31, 2710), (32, 2205), (33, 1745),
  (34, 1340), (35, 996), (36, 715), (37, 495), (38, 330), (39, 210), (40, 126), (41, 70), (42, 35),
  (43, 15), (44, 5), (45, 1)
), "covered" AS (
  SELECT DISTINCT s."member_id", s."draw_id", v."value", v."draws"
  FROM "lottery_suborders" s CROSS JOIN "sums" v
  WHERE s."status" IN ('won', 'lost')
    AND s."bet_type" IN ('SUM', 'SUM_BIG_SMALL', 'SUM_ODD_EVEN')
    AND ((s."bet_type" = 'SUM' AND s."pick" = v."value"::text)
      OR (s."pick" = 'BIG' AND v."value" >= 23) OR (s."pick" = 'SMALL' AND v."value" < 23)
      OR (s."pick" = 'ODD' AND v."value" % 2 = 1) OR (s."pick" = 'EVEN' AND v."value" % 2 = 0))
), "sum_cover" AS (
  SELECT "member_id", "draw_id", sum("draws") AS "draws" FROM "covered" GROUP BY 1, 2
)
UPDATE "lottery_suborders" s SET "valid" = false
FROM "sum_cover" c
WHERE c."draws" > 66000 AND s."member_id" = c."member_id" AND s."draw_id" = c."draw_id"
  AND s."bet_type" IN ('SUM', 'SUM_BIG_SMALL', 'SUM_ODD_EVEN');
--> statement-breakpoint
-- Lifetime turnover (VIP) becomes the stakes of settled valid bets.
UPDATE "member_play_totals" p SET "staked" =
  coalesce((SELECT sum(b."stake") FROM "inhouse_bets" b WHERE b."member_id" = p."member_id" AND b."valid"), 0)
  + coalesce((SELECT sum(s."stake") FROM "lottery_suborders" s WHERE s."member_id" = p."member_id" AND s."valid"), 0);
--> statement-breakpoint
-- Withdrawal turnover now counts a lottery bet when it settles: open bets, counted when placed
-- until now, are taken off here and count again when their draw settles them.
UPDATE "member_turnover" t SET "wagered" = t."wagered" - o."stake"
FROM (
  SELECT "member_id", sum("stake") AS "stake" FROM "lottery_suborders"
  WHERE "status" = 'open' GROUP BY "member_id"
) o
WHERE o."member_id" = t."member_id";
--> statement-breakpoint
-- Payment-password guesses being checked now (security.repository.ts): only wrong ones count.
ALTER TABLE "payment_password_guards" ADD COLUMN "pending" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_password_guards" ADD COLUMN "pending_at" timestamp with time zone;

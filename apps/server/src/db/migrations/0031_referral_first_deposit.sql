-- A friend's first approved deposit, kept on the referral (modules/referral): the referral module
-- reads its own table, not the deposit tables. Back-filled from the deposits approved so far.
ALTER TABLE "referrals" ADD COLUMN "first_deposit_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "referrals" AS r
SET "first_deposit_at" = d.first_at
FROM (
	SELECT "member_id", min(coalesce("decided_at", "created_at")) AS first_at
	FROM "deposit_requests"
	WHERE "status" = 'approved'
	GROUP BY "member_id"
) AS d
WHERE d."member_id" = r."invitee_id";

-- 0026 locked the payee name of members with a card bound at that moment. A member who had bound
-- cards and removed them all before it, but withdrew to one, has a payee name withdrawals relied
-- on too: locked as well. (A member who bound and removed cards without ever withdrawing left no
-- trace to go by.)
UPDATE "members" SET "payee_name_locked" = true
  WHERE "payee_name_locked" = false
    AND EXISTS (SELECT 1 FROM "withdraw_requests" WHERE "withdraw_requests"."member_id" = "members"."id");

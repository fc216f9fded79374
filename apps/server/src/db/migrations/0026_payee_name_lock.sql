ALTER TABLE "members" ADD COLUMN "payee_name_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A member who has bound a card already has a payee name withdrawals rely on.
UPDATE "members" SET "payee_name_locked" = true
  WHERE EXISTS (SELECT 1 FROM "bank_cards" WHERE "bank_cards"."member_id" = "members"."id");

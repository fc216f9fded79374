-- Unrevealed draw seeds leave the database's plain text (issue 24): they are kept encrypted
-- (AES-256-GCM) in "seed_sealed" with a key outside the database (LOTTERY_SEED_KEY or the key file
-- in DATA_DIR), and "seed" holds a seed only once revealed by its draw. SQL has no key, so the
-- unrevealed seeds of existing draws move to "seed_legacy" here and the server encrypts them into
-- "seed_sealed" (clearing "seed_legacy") when its lottery starts, before any draw reads them.
-- "bets_digest" is the SHA-256 of a draw's bets sealed at the close, mixed into its result
-- (algorithm v2); drawn rows from before keep none (v1).
ALTER TABLE "lottery_draws" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "seed_sealed" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "seed_legacy" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "bets_digest" text;--> statement-breakpoint
UPDATE "lottery_draws" SET "seed_legacy" = "seed", "seed" = NULL
  WHERE "status" NOT IN ('drawn', 'void');--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_seed_hidden"
  CHECK ("status" IN ('drawn', 'void') OR "seed" IS NULL);--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_seed_kept"
  CHECK ("seed" IS NOT NULL OR "seed_sealed" IS NOT NULL OR "seed_legacy" IS NOT NULL);

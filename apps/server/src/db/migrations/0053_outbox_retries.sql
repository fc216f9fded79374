ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_undelivered" ON "outbox" USING btree ("status","next_attempt_at") WHERE "outbox"."status" IN ('retrying', 'failed');
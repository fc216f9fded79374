-- A member's day rows carry its path, so the members of a team active over a range are counted
-- from member_day_stats alone, a day at a time, by an index-only range scan (team-stats.ts).
ALTER TABLE "member_day_stats" ADD COLUMN "path" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "member_day_stats" s SET "path" = m."path" FROM "members" m WHERE m."id" = s."member_id";--> statement-breakpoint
CREATE INDEX "member_day_stats_day_path" ON "member_day_stats" USING btree ("day", "path" text_pattern_ops) INCLUDE ("member_id", "logins", "bettors", "depositors");
--> statement-breakpoint
ANALYZE "member_day_stats";

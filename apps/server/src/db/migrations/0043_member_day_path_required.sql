-- A member's day row must name its path: with no default, a writer that leaves it out (an older
-- roll-up still running during a deploy) fails and its journal rows wait for one that writes it,
-- instead of the member silently dropping out of its teams' range counts.
ALTER TABLE "member_day_stats" ALTER COLUMN "path" DROP DEFAULT;

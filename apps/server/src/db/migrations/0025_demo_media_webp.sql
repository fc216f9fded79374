-- The demo's banners and team badges are WebP now (apps/web/scripts/make-media.mjs): a database
-- seeded before points its rows at the SVGs that are no longer shipped.
UPDATE "announcements" SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp')
  WHERE "image_url" ~ '^/media/banners/[a-z-]+\.svg$';--> statement-breakpoint
UPDATE "hot_matches" SET "home_team_image_url" = regexp_replace("home_team_image_url", '\.svg$', '.webp')
  WHERE "home_team_image_url" ~ '^/media/teams/[a-z-]+\.svg$';--> statement-breakpoint
UPDATE "hot_matches" SET "away_team_image_url" = regexp_replace("away_team_image_url", '\.svg$', '.webp')
  WHERE "away_team_image_url" ~ '^/media/teams/[a-z-]+\.svg$';

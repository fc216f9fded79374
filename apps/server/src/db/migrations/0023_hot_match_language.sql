DROP INDEX "hot_matches_merchant";--> statement-breakpoint
-- Hot matches were shown in every language: each existing one becomes a TY row and an EN copy.
ALTER TABLE "hot_matches" ADD COLUMN "language" text DEFAULT 'TY' NOT NULL;--> statement-breakpoint
INSERT INTO "hot_matches" ("merchant_id", "language", "match_time", "league", "home_team", "away_team", "home_team_image_url", "away_team_image_url", "vendor", "room_id", "node_id", "sort_order")
  SELECT "merchant_id", 'EN', "match_time", "league", "home_team", "away_team", "home_team_image_url", "away_team_image_url", "vendor", "room_id", "node_id", "sort_order" FROM "hot_matches";--> statement-breakpoint
ALTER TABLE "hot_matches" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "hot_matches_merchant_language" ON "hot_matches" USING btree ("merchant_id","language");

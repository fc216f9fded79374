-- A game provider's round counts its stake as a valid bet of its game's category the day the
-- credit that ends it settles it (modules/providers). The categories are those of
-- contracts/vendor-ledger-kinds.ts CATEGORY_OF_GAME_TYPE.
CREATE FUNCTION team_stat_vendor_rounds() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_journal (member_id, day, kind, amount)
  SELECT n.member_id, team_stat_day(coalesce(n.settled_at, now())),
    'valid:' || CASE n.game_type
      WHEN 'SPORTS' THEN 'sports' WHEN 'ESPORTS' THEN 'sports' WHEN 'COCKFIGHT' THEN 'sports'
      WHEN 'LIVE' THEN 'live' WHEN 'FISH' THEN 'fish' WHEN 'CARDS' THEN 'cards'
      WHEN 'LOTTERY' THEN 'lottery' ELSE 'slots' END,
    n.stake
  FROM new_rounds n JOIN old_rounds o ON o.id = n.id
  WHERE o.status = 'open' AND n.status = 'settled' AND n.valid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_stat_vendor_rounds AFTER UPDATE ON vendor_rounds
REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds
FOR EACH STATEMENT EXECUTE FUNCTION team_stat_vendor_rounds();

-- The agent menu (AGENTS.md): every existing merchant gets the AGECEN node and its items, and
-- HIAGECEN3 (off: the member centre's agency block shows), as a new merchant gets them from the
-- blueprint. A merchant that has a module already keeps its own value.
INSERT INTO "whitelabel_modules" ("merchant_id", "mod_id", "parent_mod_id", "enabled", "sort")
SELECT "merchants"."id", v.mod_id, v.parent_mod_id, v.enabled, v.sort FROM "merchants" CROSS JOIN (VALUES
  ('HIAGECEN3', 'MEMCEN_GRP', false, 16),
  ('AGECEN', NULL, true, 5),
  ('AGEPAG', 'AGECEN', true, 0),
  ('REGCEN', 'AGECEN', true, 1),
  ('DOWNMAN', 'AGECEN', true, 2),
  ('GAMSER', 'AGECEN', true, 3),
  ('TEAMBETTING3', 'AGECEN', true, 4),
  ('AGETEAMPNL3', 'AGECEN', true, 5),
  ('AGEREBINC3', 'AGECEN', true, 6),
  ('DIVIDEND', 'AGECEN', false, 7),
  ('DAYSAL', 'AGECEN', false, 8),
  ('AGENTRANSMULTDOWN3', 'AGECEN', true, 9),
  ('NOTICE', 'AGECEN', true, 10)
) AS v(mod_id, parent_mod_id, enabled, sort)
ON CONFLICT DO NOTHING;

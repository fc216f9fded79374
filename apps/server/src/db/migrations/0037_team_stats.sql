-- The team figures of the agent centre (db/schema/team-stats.ts): a journal of figure events
-- written by triggers in the transaction that made them, members' and teams' day rows the roll-up
-- folds them into (modules/agent/team-figures/rollup.ts), and each member's first deposit day.
CREATE TABLE "member_day_stats" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"withdraw" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"lottery_bet" bigint DEFAULT 0 NOT NULL,
	"lottery_valid" bigint DEFAULT 0 NOT NULL,
	"lottery_win" bigint DEFAULT 0 NOT NULL,
	"elottery_bet" bigint DEFAULT 0 NOT NULL,
	"elottery_valid" bigint DEFAULT 0 NOT NULL,
	"elottery_win" bigint DEFAULT 0 NOT NULL,
	"fish_bet" bigint DEFAULT 0 NOT NULL,
	"fish_valid" bigint DEFAULT 0 NOT NULL,
	"fish_win" bigint DEFAULT 0 NOT NULL,
	"live_bet" bigint DEFAULT 0 NOT NULL,
	"live_valid" bigint DEFAULT 0 NOT NULL,
	"live_win" bigint DEFAULT 0 NOT NULL,
	"cards_bet" bigint DEFAULT 0 NOT NULL,
	"cards_valid" bigint DEFAULT 0 NOT NULL,
	"cards_win" bigint DEFAULT 0 NOT NULL,
	"slots_bet" bigint DEFAULT 0 NOT NULL,
	"slots_valid" bigint DEFAULT 0 NOT NULL,
	"slots_win" bigint DEFAULT 0 NOT NULL,
	"sports_bet" bigint DEFAULT 0 NOT NULL,
	"sports_valid" bigint DEFAULT 0 NOT NULL,
	"sports_win" bigint DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"bettors" integer DEFAULT 0 NOT NULL,
	"depositors" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_stats_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_first_deposits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_day_stats" (
	"agent_id" bigint NOT NULL,
	"direct" boolean NOT NULL,
	"day" date NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"withdraw" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"lottery_bet" bigint DEFAULT 0 NOT NULL,
	"lottery_valid" bigint DEFAULT 0 NOT NULL,
	"lottery_win" bigint DEFAULT 0 NOT NULL,
	"elottery_bet" bigint DEFAULT 0 NOT NULL,
	"elottery_valid" bigint DEFAULT 0 NOT NULL,
	"elottery_win" bigint DEFAULT 0 NOT NULL,
	"fish_bet" bigint DEFAULT 0 NOT NULL,
	"fish_valid" bigint DEFAULT 0 NOT NULL,
	"fish_win" bigint DEFAULT 0 NOT NULL,
	"live_bet" bigint DEFAULT 0 NOT NULL,
	"live_valid" bigint DEFAULT 0 NOT NULL,
	"live_win" bigint DEFAULT 0 NOT NULL,
	"cards_bet" bigint DEFAULT 0 NOT NULL,
	"cards_valid" bigint DEFAULT 0 NOT NULL,
	"cards_win" bigint DEFAULT 0 NOT NULL,
	"slots_bet" bigint DEFAULT 0 NOT NULL,
	"slots_valid" bigint DEFAULT 0 NOT NULL,
	"slots_win" bigint DEFAULT 0 NOT NULL,
	"sports_bet" bigint DEFAULT 0 NOT NULL,
	"sports_valid" bigint DEFAULT 0 NOT NULL,
	"sports_win" bigint DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"bettors" integer DEFAULT 0 NOT NULL,
	"depositors" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_day_stats_pk" PRIMARY KEY("agent_id","direct","day")
);
--> statement-breakpoint
CREATE TABLE "team_stat_journal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_stat_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
-- Team figures (db/schema/team-stats.ts): every figure event appends a journal row in the
-- transaction that made it; the roll-up (modules/agent/team-figures/rollup.ts) folds them into
-- the day rows. Days are the site calendar's (UTC+8, contracts/site-calendar.ts).
CREATE FUNCTION team_stat_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (at AT TIME ZONE 'UTC' + interval '480 minutes')::date $$;
--> statement-breakpoint
-- A member account's postings (cash, withdrawal hold, bonus): the roll-up keeps the kinds it counts.
CREATE FUNCTION team_stat_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_journal (member_id, day, kind, amount)
  SELECT a.member_id, team_stat_day(t.created_at), t.kind, p.amount
  FROM new_postings p
  JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
  JOIN ledger_transactions t ON t.id = p.transaction_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_stat_postings AFTER INSERT ON ledger_postings
REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION team_stat_postings();
--> statement-breakpoint
-- An in-house bet settles as it is placed: a valid one counts its stake (category slots).
CREATE FUNCTION team_stat_inhouse_bets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_journal (member_id, day, kind, amount)
  SELECT member_id, team_stat_day(created_at), 'valid:slots', stake FROM new_bets WHERE valid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_stat_inhouse_bets AFTER INSERT ON inhouse_bets
REFERENCING NEW TABLE AS new_bets FOR EACH STATEMENT EXECUTE FUNCTION team_stat_inhouse_bets();
--> statement-breakpoint
-- A lottery bet counts its stake the day its draw settles it valid (won or lost, from open).
CREATE FUNCTION team_stat_lottery_bets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_journal (member_id, day, kind, amount)
  SELECT n.member_id, team_stat_day(coalesce(n.settled_at, now())), 'valid:lottery', n.stake
  FROM new_bets n JOIN old_bets o ON o.id = n.id
  WHERE o.status = 'open' AND n.status IN ('won', 'lost') AND n.valid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_stat_lottery_bets AFTER UPDATE ON lottery_suborders
REFERENCING OLD TABLE AS old_bets NEW TABLE AS new_bets
FOR EACH STATEMENT EXECUTE FUNCTION team_stat_lottery_bets();
--> statement-breakpoint
-- A login is a new session; a registration a new member.
CREATE FUNCTION team_stat_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_journal (member_id, day, kind, amount)
  SELECT member_id, team_stat_day(created_at), 'login', 1 FROM new_sessions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_stat_sessions AFTER INSERT ON sessions
REFERENCING NEW TABLE AS new_sessions FOR EACH STATEMENT EXECUTE FUNCTION team_stat_sessions();
--> statement-breakpoint
CREATE FUNCTION team_stat_members() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_journal (member_id, day, kind, amount)
  SELECT id, team_stat_day(reg_date), 'register', 1 FROM new_members;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_stat_members AFTER INSERT ON members
REFERENCING NEW TABLE AS new_members FOR EACH STATEMENT EXECUTE FUNCTION team_stat_members();
--> statement-breakpoint
-- Members online now: sessions seen lately, per merchant.
CREATE INDEX sessions_merchant_last_seen ON sessions (merchant_id, last_seen_at);
--> statement-breakpoint
-- What happened before: every event so far, oldest first, for the roll-up to fold.
INSERT INTO team_stat_journal (member_id, day, kind, amount)
SELECT member_id, day, kind, amount FROM (
  SELECT a.member_id, team_stat_day(t.created_at) AS day, t.kind, p.amount, t.created_at AS at
  FROM ledger_postings p
  JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
  JOIN ledger_transactions t ON t.id = p.transaction_id
  WHERE t.kind IN ('deposit', 'withdraw_paid', 'promotion_bonus', 'reward', 'rebate',
    'lottery_stake', 'lottery_payout', 'lottery_refund', 'inhouse_stake', 'inhouse_win')
  UNION ALL
  SELECT member_id, team_stat_day(created_at), 'valid:slots', stake, created_at
  FROM inhouse_bets WHERE valid
  UNION ALL
  SELECT member_id, team_stat_day(settled_at), 'valid:lottery', stake, settled_at
  FROM lottery_suborders WHERE valid AND status IN ('won', 'lost') AND settled_at IS NOT NULL
  UNION ALL
  SELECT member_id, team_stat_day(created_at), 'login', 1, created_at FROM sessions
  UNION ALL
  SELECT id, team_stat_day(reg_date), 'register', 1, reg_date FROM members
) AS events
ORDER BY at;

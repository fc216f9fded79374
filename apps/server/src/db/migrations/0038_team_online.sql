-- Members online per agent (db/schema/team-stats.ts), refreshed by the team figures' roll-up from
-- the sessions seen lately: the sessions' index by last seen, whatever the merchant.
CREATE TABLE "team_online" (
	"agent_id" bigint NOT NULL,
	"direct" boolean NOT NULL,
	"online" integer NOT NULL,
	CONSTRAINT "team_online_pk" PRIMARY KEY("agent_id","direct")
);
--> statement-breakpoint
DROP INDEX IF EXISTS sessions_merchant_last_seen;
--> statement-breakpoint
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

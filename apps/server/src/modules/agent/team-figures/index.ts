/**
 * The team figures of the agent centre (contracts/team-kpi.ts): the team KPI, the team P&L and a
 * downline's P&L, from day roll-ups kept as money moves (db/schema/team-stats.ts, rollup.ts).
 */
export { teamFiguresRoutes, ROLLUP_EVERY_MS } from './team-figures.routes.js';
export { createTeamFigures, type TeamFigures } from './team-figures.service.js';
export { createRollup, TEAM_DAYS_OF_MEMBER_DAYS, type Rollup } from './rollup.js';

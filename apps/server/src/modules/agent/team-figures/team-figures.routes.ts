import {
  downlinePnlRelay,
  teamKpiARelay,
  teamKpiBRelay,
  teamKpiCRelay,
  teamPnlRelay,
} from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { runEvery } from '@/lib/run-every.js';
import { agentOf } from '../scope.js';
import { ROLLUP_BATCH } from './rollup.js';
import type { TeamFigures } from './team-figures.service.js';

/** How often an instance that runs the roll-up folds the journal into the day rows. */
export const ROLLUP_EVERY_MS = 1_000;

/** The team figures' relay calls (contracts/team-kpi.ts), each about the caller's subtree only. */
export const teamFiguresRoutes: FastifyPluginAsync<{ teamFigures: TeamFigures }> = async (
  app,
  { teamFigures },
) => {
  app.addRelay(teamKpiARelay, (query, request) => teamFigures.counts(agentOf(request), query));
  app.addRelay(teamKpiBRelay, (query, request) => teamFigures.overview(agentOf(request), query));
  app.addRelay(teamKpiCRelay, (query, request) => teamFigures.categories(agentOf(request), query));
  app.addRelay(teamPnlRelay, (query, request) => teamFigures.teamPnl(agentOf(request), query));
  app.addRelay(downlinePnlRelay, (query, request) =>
    teamFigures.downlinePnl(agentOf(request), query),
  );

  // The roll-up, on the instances that run it (start.ts; tests flush instead).
  const { rollup } = teamFigures;
  if (!teamFigures.runsRollup) return;
  const drain = async () => {
    // A full batch means more is waiting: go on, a bounded number of batches a tick.
    for (let i = 0; i < 50; i += 1) if ((await rollup.tick()) < ROLLUP_BATCH) return;
  };
  runEvery(app, ROLLUP_EVERY_MS, drain, 'team figures roll-up failed; retried on the next tick');
};

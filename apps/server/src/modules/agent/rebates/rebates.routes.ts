import {
  AGENT_REBATE_PATHS,
  DownlineRebates,
  DownlineRebatesQuery,
  ok,
  RebateSettings,
  TeamRebateQuery,
  TeamRebateReport,
  UpdateDownlineRebatesBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswers } from '@/lib/member-routes.js';
import { answering } from '@/lib/route-schema.js';
import { runEvery } from '@/lib/run-every.js';
import { perMember } from '@/plugins/auth.js';
import { agentOf } from '../scope.js';
import type { RebateIncome } from './income.js';
import type { RebatesService } from './rebates.service.js';

/** Rate changes per agent a minute (each one an agent setting a downline by hand). */
export const REBATE_UPDATES_PER_MINUTE = 30;
/** How often an instance that runs the roll-ups runs the income batch. */
export const REBATE_INCOME_EVERY_MS = 10_000;

/**
 * GET /wps/agent/rebates, /wps/agent/rebates/downline, /wps/agent/teamRebate and POST
 * /wps/agent/updateDownlineRebates (contracts/agent-rebates.ts): agents only, never cached.
 * On the instances that run the team roll-ups, the income batch runs here too (one at a time
 * across instances: income.ts holds its lock in every transaction).
 */
export const rebatesRoutes: FastifyPluginAsyncZod<{
  rebates: RebatesService;
  rebateIncome: RebateIncome;
  runRebateIncome: boolean;
}> = async (app, { rebates, rebateIncome, runRebateIncome }) => {
  privateAnswers(app);
  const config = { auth: 'agent' } as const;

  app.get(
    AGENT_REBATE_PATHS.settings,
    { config, schema: answering(RebateSettings) },
    async (request) => ok(await rebates.settings(agentOf(request))),
  );
  app.get(
    AGENT_REBATE_PATHS.downline,
    { config, schema: answering(DownlineRebates, { querystring: DownlineRebatesQuery }) },
    async (request) => ok(await rebates.downline(agentOf(request), request.query.memberId)),
  );
  app.post(
    AGENT_REBATE_PATHS.update,
    {
      config: { ...config, rateLimit: perMember(REBATE_UPDATES_PER_MINUTE, '1 minute') },
      schema: answering(DownlineRebates, { body: UpdateDownlineRebatesBody }),
    },
    async (request) => ok(await rebates.update(agentOf(request), request.body)),
  );
  app.get(
    AGENT_REBATE_PATHS.teamRebate,
    { config, schema: answering(TeamRebateReport, { querystring: TeamRebateQuery }) },
    async (request) => ok(await rebates.teamRebate(agentOf(request), request.query)),
  );

  if (runRebateIncome) {
    runEvery(
      app,
      REBATE_INCOME_EVERY_MS,
      () => rebateIncome.run(),
      'agent rebate income failed; retried on the next tick',
    );
  }
};

import {
  MANUAL_REBATE_MODULE,
  REBATE_PATHS,
  REBATE_REPORT_MODULE,
  RebateClaimInput,
  RebateClaimResult,
  RebatePreview,
  RebateReportPage,
  RebateReportQuery,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashMemberOf, privateAnswers } from '@/lib/member-routes.js';
import { moneyRequestRoute } from '@/lib/money-request-route.js';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import type { RebateService } from './rebate.service.js';

/** Claims a minute per member: a claim locks the member's bets, and a person claims once or twice. */
export const REBATE_CLAIM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * A member's rebates: real members only (a free-trial account gets free_reject: its bets are play
 * money), each call about the caller's own bets and claims, never cached. The preview and the
 * claim need MANPLAYREB3 (manual rebate), the report PLYRBT (my rebate); off, they answer 403.
 */
export const rebateRoutes: FastifyPluginAsyncZod<{ rebates: RebateService }> = async (
  app,
  { rebates },
) => {
  privateAnswers(app);
  const manual = { auth: 'real-member', module: MANUAL_REBATE_MODULE } as const;

  app.get(
    REBATE_PATHS.preview,
    { config: manual, schema: answering(RebatePreview) },
    async (request) => ok(await rebates.preview(cashMemberOf(request))),
  );

  app.post(
    REBATE_PATHS.claim,
    moneyRequestRoute({
      config: manual,
      limit: REBATE_CLAIM_RATE_LIMIT,
      input: RebateClaimInput,
      result: RebateClaimResult,
      move: (request, body) => rebates.claim(cashMemberOf(request), body),
    }),
  );

  app.get(
    REBATE_PATHS.report,
    {
      config: { auth: 'real-member', module: REBATE_REPORT_MODULE },
      schema: answering(RebateReportPage, { querystring: RebateReportQuery }),
    },
    async (request) => ok(await rebates.report(sessionOf(request).memberId, request.query)),
  );
};

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
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '@/lib/idempotency-key.js';
import { perMember, sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { Claimant, RebateService } from './rebate.service.js';

/** Claims a minute per member: a claim locks the member's bets, and a person claims once or twice. */
export const REBATE_CLAIM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const claimantOf = (request: FastifyRequest): Claimant => {
  const { memberId, merchantId } = sessionOf(request);
  return { memberId, merchantId, currencySymbol: merchantOf(request).merchant.currencySymbol };
};

/**
 * A member's rebates: real members only (a free-trial account gets free_reject: its bets are play
 * money), each call about the caller's own bets and claims, never cached. The preview and the
 * claim need MANPLAYREB3 (manual rebate), the report PLYRBT (my rebate); off, they answer 403.
 */
export const rebateRoutes: FastifyPluginAsyncZod<{ rebates: RebateService }> = async (
  app,
  { rebates },
) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const manual = { auth: 'real-member', module: MANUAL_REBATE_MODULE } as const;

  app.get(
    REBATE_PATHS.preview,
    { config: manual, schema: { response: { 200: successEnvelope(RebatePreview) } } },
    async (request) => ok(await rebates.preview(claimantOf(request))),
  );

  app.post(
    REBATE_PATHS.claim,
    {
      config: {
        ...manual,
        rateLimit: perMember(REBATE_CLAIM_RATE_LIMIT.max, REBATE_CLAIM_RATE_LIMIT.timeWindow),
      },
      schema: { body: RebateClaimInput, response: { 200: successEnvelope(RebateClaimResult) } },
    },
    async (request) => {
      const { idempotencyKey, ...body } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      return ok(await rebates.claim(claimantOf(request), { ...body, idempotencyKey: key }));
    },
  );

  app.get(
    REBATE_PATHS.report,
    {
      config: { auth: 'real-member', module: REBATE_REPORT_MODULE },
      schema: {
        querystring: RebateReportQuery,
        response: { 200: successEnvelope(RebateReportPage) },
      },
    },
    async (request) => ok(await rebates.report(sessionOf(request).memberId, request.query)),
  );
};

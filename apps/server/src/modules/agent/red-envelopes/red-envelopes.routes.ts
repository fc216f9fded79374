import {
  AGENT_TRANSFER_PATHS,
  OpenEnvelopeInput,
  OpenedEnvelope,
  RED_ENVELOPE_MODULE,
  RED_ENVELOPE_PATHS,
  RedEnvelopeInfo,
  RedEnvelopeInput,
  RedEnvelopeResult,
  UnopenedEnvelopes,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswers } from '@/lib/member-routes.js';
import { moneyRequestRoute } from '@/lib/money-request-route.js';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import { AGENT_MONEY_RATE_LIMIT } from '../downline-transfer/downline-transfer.routes.js';
import { payerOf } from '../downline-transfer/agent-money.js';
import type { RedEnvelopesService } from './red-envelopes.service.js';

/**
 * The rain (agents, menu key AGENTRANSMULTDOWN3) and the receiver's envelopes (any member: home
 * asks once per visit, opening marks one opened). Never cached.
 */
export const redEnvelopesRoutes: FastifyPluginAsyncZod<{
  redEnvelopes: RedEnvelopesService;
}> = async (app, { redEnvelopes }) => {
  privateAnswers(app);
  const config = { auth: 'agent', module: RED_ENVELOPE_MODULE } as const;

  app.get(
    AGENT_TRANSFER_PATHS.rainInfo,
    { config, schema: answering(RedEnvelopeInfo) },
    async (request) => ok(await redEnvelopes.info(payerOf(request))),
  );

  app.post(
    AGENT_TRANSFER_PATHS.rain,
    moneyRequestRoute({
      config,
      limit: AGENT_MONEY_RATE_LIMIT,
      action: 'agent-money',
      input: RedEnvelopeInput,
      result: RedEnvelopeResult,
      move: (request, body) => redEnvelopes.rain(payerOf(request), body),
    }),
  );

  app.get(
    RED_ENVELOPE_PATHS.unopened,
    { config: { auth: 'member' }, schema: answering(UnopenedEnvelopes) },
    async (request) => ok(await redEnvelopes.unopened(sessionOf(request))),
  );

  app.post(
    RED_ENVELOPE_PATHS.open,
    { config: { auth: 'member' }, schema: answering(OpenedEnvelope, { body: OpenEnvelopeInput }) },
    async (request) => ok(await redEnvelopes.open(sessionOf(request), request.body.id)),
  );
};

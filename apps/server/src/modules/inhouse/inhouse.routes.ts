import {
  BetResult,
  ClientSeedInput,
  DiceBetInput,
  FairnessState,
  INHOUSE_PATHS,
  ok,
  RotateSeedInput,
  SlotBetInput,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf, privateAnswers } from '@/lib/member-routes.js';
import { perMember, sessionOf } from '@/plugins/auth.js';
import type { BetsService } from './bets.service.js';
import type { FairnessService } from './fairness.service.js';

/** In-house bets a member may place a minute, dice and slot together. */
export const BETS_PER_MINUTE = 600;

/**
 * The in-house games: bets and the provably fair seed pair. Members only, a free-trial account
 * too (it plays with its play money); every answer is the member's own, never cached.
 */
export const inhouseRoutes: FastifyPluginAsyncZod<{
  bets: BetsService;
  fairness: FairnessService;
}> = async (app, { bets, fairness }) => {
  privateAnswers(app);
  const member = { auth: 'member' } as const;
  const fairAnswer = { 200: successEnvelope(FairnessState) };

  app.get(
    INHOUSE_PATHS.fairness,
    { config: member, schema: { response: fairAnswer } },
    async (request) => ok(await fairness.state(sessionOf(request).memberId)),
  );
  app.put(
    INHOUSE_PATHS.clientSeed,
    { config: member, schema: { body: ClientSeedInput, response: fairAnswer } },
    async (request) =>
      ok(await fairness.setClientSeed(sessionOf(request).memberId, request.body.clientSeed)),
  );
  app.post(
    INHOUSE_PATHS.rotate,
    { config: member, schema: { body: RotateSeedInput, response: fairAnswer } },
    async (request) =>
      ok(await fairness.rotate(sessionOf(request).memberId, request.body.clientSeed)),
  );

  const betAnswer = { 200: successEnvelope(BetResult) };
  // Ten bets a second at most: quicker than any hand, slow enough that a script cannot hammer the
  // ledger's house shards for everyone else.
  const betting = {
    ...member,
    rateLimit: { ...perMember(BETS_PER_MINUTE, '1 minute'), groupId: 'inhouse-bets' },
  };
  app.post(
    INHOUSE_PATHS.dice,
    { config: betting, schema: { body: DiceBetInput, response: betAnswer } },
    async (request) => ok(await bets.dice(bettorOf(request), request.body)),
  );
  app.post(
    INHOUSE_PATHS.slot,
    { config: betting, schema: { body: SlotBetInput, response: betAnswer } },
    async (request) => ok(await bets.slot(bettorOf(request), request.body)),
  );
};

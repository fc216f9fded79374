import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perMember, sessionOf } from '../plugins/auth.js';
import { merchantOf } from '../plugins/request-context.js';

/** The signed-in member as most services take them: their id and their merchant's. */
export type MemberIds = { memberId: number; merchantId: number };

export const memberIdsOf = (request: FastifyRequest): MemberIds => {
  const { memberId, merchantId } = sessionOf(request);
  return { memberId, merchantId };
};

/** The signed-in member as a money action needs them: with the merchant's currency symbol. */
export type CashMember = MemberIds & { currencySymbol: string };

export const cashMemberOf = (request: FastifyRequest): CashMember => ({
  ...memberIdsOf(request),
  currencySymbol: merchantOf(request).merchant.currencySymbol,
});

/** The signed-in member as a bet needs them: their type (play money or not) and currency. */
export type Bettor = CashMember & { type: number; currency: string };

export const bettorOf = (request: FastifyRequest): Bettor => {
  const { memberId, merchantId, type } = sessionOf(request);
  const { currency, currencySymbol } = merchantOf(request).merchant;
  return { memberId, merchantId, type, currency, currencySymbol };
};

/** The answers of every route of `app` are the caller's own: no cache may keep them. */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
}

/**
 * A per-member rate limit (perMember); `action` counts this action's requests apart from the
 * member's others, which share one count without it.
 */
export const memberRateLimit = (
  limit: { readonly max: number; readonly timeWindow: string },
  action?: string,
) => ({
  ...perMember(limit.max, limit.timeWindow),
  ...(action === undefined
    ? {}
    : { keyGenerator: (request: FastifyRequest) => `${action}:${sessionOf(request).memberId}` }),
});

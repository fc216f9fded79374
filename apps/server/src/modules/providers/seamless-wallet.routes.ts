import {
  DEFAULT_LANGUAGE,
  parseLanguage,
  SEAMLESS_ACTIONS,
  SEAMLESS_CALLS,
  SEAMLESS_HEADERS,
  SEAMLESS_WALLET_PATH,
  type AuthenticateCall,
  type BalanceCall,
  type CreditCall,
  type DebitCall,
  type ErrorCode,
  type RollbackCall,
  type SeamlessAction,
  type SeamlessErrorCode,
  type WalletRefusal,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/lib/app-error.js';
import { refusalText } from '@/plugins/errors.js';
import type { ProviderRow } from './providers.repository.js';
import type { SeamlessWallet } from './seamless-wallet.service.js';
import { signatureRefusal } from './signature.js';

/** The protocol's code of each refusal the site's services throw. */
const SEAMLESS_CODE_OF: Partial<Record<ErrorCode, SeamlessErrorCode>> = {
  'seamless.signature': 'INVALID_SIGNATURE',
  'seamless.expired': 'REQUEST_EXPIRED',
  'seamless.request': 'INVALID_REQUEST',
  'seamless.token': 'TOKEN_INVALID',
  'seamless.session': 'SESSION_EXPIRED',
  'seamless.player': 'PLAYER_NOT_FOUND',
  'game.not.found': 'GAME_NOT_FOUND',
  'wallet.insufficient': 'INSUFFICIENT_FUNDS',
  'play.timeout.active': 'PLAYER_ON_BREAK',
  'play.exclusion.active': 'PLAYER_ON_BREAK',
  'play.limit.loss': 'LIMIT_REACHED',
  'seamless.conflict': 'TRANSACTION_CONFLICT',
  'seamless.rolled.back': 'TRANSACTION_ROLLED_BACK',
  'seamless.round': 'ROUND_NOT_FOUND',
  'seamless.round.closed': 'ROUND_CLOSED',
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * POST /lgw/seamless/<action>: the provider callbacks. The body is read as the exact text that was
 * signed, checked against the provider's secret and clock window, then parsed by the action's
 * contract. Every answer is JSON: the call's result, or `{ status: 'ERROR', code, message }` with
 * the refusal's HTTP status and its message in the player's language.
 */
export async function seamlessWalletRoutes(
  app: FastifyInstance,
  options: {
    wallet: SeamlessWallet;
    providers: { byCode(code: string): Promise<ProviderRow | undefined> };
    now?: () => number;
  },
): Promise<void> {
  const { wallet, providers } = options;
  const now = options.now ?? Date.now;
  // This scope's JSON stays text: the signature is over the exact bytes sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  async function refuse(
    reply: FastifyReply,
    error: AppError,
    language: string | undefined,
  ): Promise<WalletRefusal> {
    const { message } = refusalText(error, parseLanguage(language ?? DEFAULT_LANGUAGE));
    void reply.code(error.statusCode);
    return { status: 'ERROR', code: SEAMLESS_CODE_OF[error.code] ?? 'INVALID_REQUEST', message };
  }

  async function answer(action: SeamlessAction, request: FastifyRequest, reply: FastifyReply) {
    const body = typeof request.body === 'string' ? request.body : '';
    const provider = await providers.byCode(header(request, SEAMLESS_HEADERS.provider) ?? '');
    if (!provider || !provider.enabled) {
      return refuse(reply, new AppError('seamless.signature'), undefined);
    }
    const refusal = signatureRefusal(
      provider.secret,
      {
        timestamp: header(request, SEAMLESS_HEADERS.timestamp),
        signature: header(request, SEAMLESS_HEADERS.signature),
        body,
      },
      now(),
    );
    if (refusal) return refuse(reply, new AppError(refusal), undefined);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return refuse(reply, new AppError('seamless.request', { field: 'body' }), undefined);
    }
    const parsed = SEAMLESS_CALLS[action].safeParse(json);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return refuse(reply, new AppError('seamless.request', { field }), undefined);
    }
    // Parsed by the action's own contract above: the cast names which one.
    const call = parsed.data;
    try {
      switch (action) {
        case 'authenticate':
          return await wallet.authenticate(provider, call as AuthenticateCall);
        case 'balance':
          return await wallet.balance(provider, call as BalanceCall);
        case 'debit':
          return await wallet.debit(provider, call as DebitCall);
        case 'credit':
          return await wallet.credit(provider, call as CreditCall);
        case 'rollback':
          return await wallet.rollback(provider, call as RollbackCall);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const playerId = 'playerId' in call ? call.playerId : '';
      return refuse(reply, error, await wallet.languageOf(provider, playerId));
    }
  }

  for (const action of SEAMLESS_ACTIONS) {
    app.post(
      `${SEAMLESS_WALLET_PATH}/${action}`,
      { config: { merchant: false } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return answer(action, request, reply);
      },
    );
  }
}

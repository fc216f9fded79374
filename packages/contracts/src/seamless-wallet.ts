import { z } from 'zod';

/**
 * The seamless wallet: how a game provider's games move a member's money on this site. The
 * member's balance stays here; the provider's game calls back for every bet and win.
 *
 *   1. Launch (/wps/game/launchGame): the game URL carries a one-time launch token.
 *   2. authenticate: the provider trades the launch token for the player and a game session token.
 *   3. debit (a bet), credit (a win, 0 for a loss; it settles the round), rollback (cancels a
 *      debit), balance: each names the player; a debit also the game session.
 *
 * Every call is a POST of JSON to `${SEAMLESS_WALLET_PATH}/<action>`, signed by the provider:
 * X-Provider-Code names it, X-Timestamp is the epoch milliseconds of the call, X-Signature the hex
 * HMAC-SHA256 of `${timestamp}.${body}` with the provider's secret. A call whose timestamp is more
 * than SIGNATURE_WINDOW_MS away from this site's clock is refused. Amounts are integer minor units
 * (centavos). Each transaction id is the provider's, unique to it: a call repeated with the same id
 * and body answers as the first did and moves nothing again.
 */
export const SEAMLESS_WALLET_PATH = '/lgw/seamless';
export const SEAMLESS_ACTIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

export const SEAMLESS_HEADERS = {
  provider: 'x-provider-code',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** How far a call's timestamp may be from this site's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;
/** How long a launch token may wait for its authenticate call. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
/** How long a game session lives after its last debit. */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60_000;

/** The text signed: the timestamp, a dot, the exact body sent. */
export const signedText = (timestamp: string, body: string) => `${timestamp}.${body}`;

/** A provider's id (player, session, game, round, transaction): visible ASCII, no spaces or NULs. */
const Id = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);
const Amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const AuthenticateCall = z.object({ launchToken: Id });
export const BalanceCall = z.object({ playerId: Id });
export const DebitCall = z.object({
  playerId: Id,
  sessionToken: Id,
  gameId: Id,
  roundId: Id,
  transactionId: Id,
  amount: Amount.positive(),
});
export const CreditCall = z.object({
  playerId: Id,
  gameId: Id,
  roundId: Id,
  transactionId: Id,
  /** The win; 0 for a lost round. */
  amount: Amount,
  /** Whether the round is over: it settles, and its stakes count as valid bets. */
  roundEnded: z.boolean().default(true),
});
export const RollbackCall = z.object({
  playerId: Id,
  roundId: Id,
  /** The rollback's own id. */
  transactionId: Id,
  /** The debit it cancels; it may not have reached this site (then that debit is refused). */
  refTransactionId: Id,
});
export type AuthenticateCall = z.infer<typeof AuthenticateCall>;
export type BalanceCall = z.infer<typeof BalanceCall>;
export type DebitCall = z.infer<typeof DebitCall>;
export type CreditCall = z.infer<typeof CreditCall>;
export type RollbackCall = z.infer<typeof RollbackCall>;

export const SEAMLESS_CALLS = {
  authenticate: AuthenticateCall,
  balance: BalanceCall,
  debit: DebitCall,
  credit: CreditCall,
  rollback: RollbackCall,
} as const satisfies Record<SeamlessAction, z.ZodType>;

/** Every answer but a refusal: the player's cash balance after the call. */
export type WalletOk = {
  status: 'OK';
  balance: number;
  currency: string;
  /** This site's ledger transaction of a debit, credit or rollback; null when nothing moved. */
  walletTransactionId?: number | null;
};

export type AuthenticateOk = WalletOk & {
  playerId: string;
  sessionToken: string;
  nickname: string;
  /** TY or EN: the language the member launched in. */
  language: string;
  gameId: string;
  /** A free-trial account: its money is play money. */
  trial: boolean;
};

/** Refusals, by the code the provider acts on; the message is in the player's language. */
export const SEAMLESS_ERROR_CODES = [
  'INVALID_SIGNATURE',
  'REQUEST_EXPIRED',
  'INVALID_REQUEST',
  'TOKEN_INVALID',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'GAME_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'PLAYER_ON_BREAK',
  'LIMIT_REACHED',
  'TRANSACTION_CONFLICT',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

export type WalletRefusal = { status: 'ERROR'; code: SeamlessErrorCode; message: string };
export type WalletAnswer = WalletOk | AuthenticateOk | WalletRefusal;

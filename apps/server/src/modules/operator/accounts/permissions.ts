import { OPERATOR_PREFIX, type OperatorPermission } from '@app/contracts';

/**
 * The permission a change at the operator API needs, by the route's URL: the part of a merchant's
 * URL after /operator/merchants/:merchantCode, or the part after /operator. Reading (GET, HEAD)
 * needs none: every role reads. A change no row names is the owner's alone.
 */
const BY_SEGMENT: Readonly<Record<string, OperatorPermission>> = {
  // The merchant's switches and the site's look.
  maintenance: 'site',
  'region-restriction': 'site',
  withdrawal: 'site',
  whitelabel: 'site',
  'vip-benefit-display': 'site',
  jackpot: 'site',
  // Money decisions and the channels money comes in by.
  deposits: 'money',
  withdrawals: 'money',
  'deposit-channels': 'money',
  // What members read.
  announcements: 'content',
  'hot-matches': 'content',
  help: 'content',
  promotions: 'content',
  inbox: 'messages',
  chats: 'messages',
  feedback: 'messages',
  // The lobby and its providers.
  games: 'games',
  providers: 'games',
  lottery: 'games',
  // Agents: contracts, the period engine's runs and settings.
  'agent-contracts': 'agents',
  'payout-runs': 'agents',
  'period-settings': 'agents',
  // The agent tree: moves and rates (operator/agents).
  agents: 'agents',
  // Members: lock, unlock, sign-out, password (support and risk); adjustments decided are money.
  members: 'members',
  adjustments: 'money',
  // Staff accounts.
  accounts: 'accounts',
};

/**
 * Paths under a segment that need another permission: a bonus claim decided, and paying a
 * period's run, are money (holding or re-running a run stays the agent manager's).
 */
const BY_SUBPATH: readonly (readonly [RegExp, OperatorPermission])[] = [
  [/^promotions\/applications\//, 'money'],
  [/^payout-runs\/[^/]+\/[^/]+\/pay$/, 'money'],
  // A member's balance adjusted is money too.
  [/^members\/[^/]+\/adjustments$/, 'money'],
];

const MERCHANT = `${OPERATOR_PREFIX}/merchants/:merchantCode/`;

/** 'read': every role; 'self': anyone signed in, about their own account; 'owner': the owner. */
export type RoutePermission = OperatorPermission | 'read' | 'self' | 'owner';

/** An operator's own sign-in and second factor. */
const SELF = new Set(['session', 'me']);

export function permissionOf(method: string, url: string): RoutePermission {
  if (method === 'GET' || method === 'HEAD') return 'read';
  const rest = url.startsWith(MERCHANT)
    ? url.slice(MERCHANT.length)
    : url.slice(OPERATOR_PREFIX.length + 1);
  if (!url.startsWith(MERCHANT) && SELF.has(rest.split('/')[0] ?? '')) return 'self';
  const sub = BY_SUBPATH.find(([pattern]) => pattern.test(rest));
  if (sub) return sub[1];
  return BY_SEGMENT[rest.split('/')[0] ?? ''] ?? 'owner';
}

import { z } from 'zod';
import { OPERATOR_PREFIX } from './operator.js';
import { SiteDayText } from './shapes.js';
import { Instant, Minor } from './units.js';

/**
 * A game provider's day reconciled against the ledger (npm run admin providers reconcile): what
 * the provider's calls moved, what the ledger holds for them, and the rounds still open. A day is
 * the site calendar's (Manila).
 */
export const OPERATOR_PROVIDERS_PATH = `${OPERATOR_PREFIX}/providers`;
export const providerReconciliationPath = (code: string) =>
  `${OPERATOR_PROVIDERS_PATH}/${encodeURIComponent(code)}/reconciliation`;

export const ProviderReconciliationQuery = z.object({ day: SiteDayText });

/**
 * A game provider as the operator configures it (npm run admin providers …): where its games
 * open, whether free-trial accounts may play them, on or off, and the vendors it plays. The
 * secret is written, never read back.
 */
export const OperatorProvider = z.object({
  code: z.string(),
  name: z.string(),
  launchUrl: z.string(),
  allowsTrial: z.boolean(),
  enabled: z.boolean(),
  vendors: z.array(z.string()),
});
export type OperatorProvider = z.infer<typeof OperatorProvider>;

/** The launch URL: absolute http(s), or a path of this site; it must carry the {token}. */
const LaunchUrl = z
  .string()
  .max(1_000)
  .refine((url) => /^(https?:\/\/|\/)/.test(url) && url.includes('{token}'), {
    message: 'an http(s) URL or a /path, with a {token} placeholder',
  });

/** PUT …/providers/:code: a new provider needs its secret; an update may leave it out. */
export const OperatorProviderInput = z.object({
  name: z.string().trim().min(1).max(64),
  launchUrl: LaunchUrl,
  secret: z.string().min(32).max(256).optional(),
  allowsTrial: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type OperatorProviderInput = z.input<typeof OperatorProviderInput>;

/** One kind of movement: as the provider's calls add it up, and as the ledger does. */
export const ReconciledMoney = z.object({
  calls: z.number().int(),
  provider: Minor,
  ledger: Minor,
});

/** Rounds opened more than this long ago and still waiting for the credit that ends them. */
export const STALE_ROUND_MS = 60 * 60_000;

export const ProviderReconciliation = z.object({
  provider: z.string(),
  day: SiteDayText,
  rounds: z.object({
    opened: z.number().int(),
    settled: z.number().int(),
    open: z.number().int(),
    /** Rounds whose stake or payout differs from their calls (always 0 on a sound ledger). */
    mismatched: z.number().int(),
  }),
  bets: ReconciledMoney,
  wins: ReconciledMoney,
  refunds: ReconciledMoney,
  /** Whether every figure agrees. */
  balanced: z.boolean(),
  /** Open rounds older than STALE_ROUND_MS, oldest first (at most 50). */
  stale: z.array(
    z.object({
      roundId: z.string(),
      account: z.string(),
      stake: Minor,
      createdAt: Instant,
    }),
  ),
});
export type ProviderReconciliation = z.infer<typeof ProviderReconciliation>;

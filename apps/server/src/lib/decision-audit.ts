import type { DbOrTx } from '@/db/client.js';

/**
 * Writes who took a decision to the operator's audit log, in the transaction of the decision
 * itself, so a decision never stands without its author (modules/operator/accounts). A service
 * given none (the demo's instant channel, tests) decides unlogged.
 */
export type DecisionAudit = ((
  tx: DbOrTx,
  change: { action: string; target: string; before: unknown; after: unknown },
) => Promise<void>) & {
  /** Who decides: four eyes (lib/four-eyes.ts) needs two different ones. */
  readonly author: DecisionAuthor;
};

export type DecisionAuthor = {
  /** The operator's username, or the bootstrap token's name. */
  actor: string;
  operatorId: number | null;
};

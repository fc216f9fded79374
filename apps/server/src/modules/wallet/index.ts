import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import { bonusSummary } from './bonus-wallet.js';
import { createLedgerService } from './ledger.service.js';
import { createPnlService } from './pnl.service.js';
import { createTransactionsService } from './transactions.service.js';
import { walletRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

export {
  createLedgerService,
  MEMBER_BONUS,
  MEMBER_CASH,
  MEMBER_WITHDRAW_HOLD,
  type HouseKind,
  type LedgerService,
} from './ledger.service.js';
export {
  createMovements,
  type GrantInput,
  type HouseMovementInput,
  type MemberRef,
  type Moved,
  type Movements,
  type MovementInput,
  type Payee,
  type SpreadInput,
} from './movements.js';
export {
  DEMO_OPENING_MINOR,
  TRIAL_PLAY_MONEY_MINOR,
  creditOpening,
  creditTrial,
  seedOpeningKey,
} from './opening-balances.js';
export {
  HOUSE_BONUS_FORFEIT,
  bonusSummary,
  forfeitBonuses,
  type BonusSummary,
} from './bonus-wallet.js';
export {
  BET_KINDS,
  DEPOSIT_KINDS,
  REFUND_KINDS,
  createPlayTotalsRepository,
  type PlayTotals,
} from './play-totals.repository.js';
export { playFiguresOf } from './play-figures.js';
export { createTurnoverRepository, type TurnoverRow } from './turnover.repository.js';
export {
  countValidStake,
  countedInhouseBet,
  countedLotteryBet,
  countedVendorRound,
  isValidInhouseBet,
  validTurnoverSince,
} from './valid-bet.js';

export type WalletDeps = {
  db: Db;
  /** What one withdrawal may take out now (the withdraw module's withdrawableNow). */
  withdrawable?: (member: { memberId: number; merchantId: number }) => Promise<number>;
};

/** The wallet's read services: balance, account record, profit and loss. */
export function createWalletServices({ db, withdrawable }: WalletDeps) {
  return {
    wallet: createWalletService({
      ledger: createLedgerService({ db }),
      bonus: (memberId) => bonusSummary(db, memberId),
      ...(withdrawable && { withdrawable }),
    }),
    transactions: createTransactionsService({ db }),
    pnl: createPnlService({ db }),
  };
}
export type WalletServices = ReturnType<typeof createWalletServices>;

/**
 * The member's wallet over the double-entry ledger: GET /wps/wallets/balance and the account
 * record GET /wps/transaction/record and the profit and loss ODSFE2_MemPNL.
 */
export const walletModule: FastifyPluginAsync<WalletServices> = async (app, services) => {
  await app.register(walletRoutes, services);
};

import {
  DIVIDEND_INSUFFICIENT,
  type ContractKind,
  type PayOwedBody,
  type PayOwedResult,
  type PayoutBook,
  type PayoutEstimate,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import type { PaymentPasswords } from '../../security/index.js';
import { createMovements } from '../../wallet/index.js';
import { createContractsReader } from '../contracts/index.js';
import type { AgentCaller, AgentScope } from '../scope.js';
import { earned } from './compute.js';
import { teamFiguresOf } from './figures.repository.js';
import { payOwed } from './pay.js';
import { createPayoutsRepository } from './payouts.repository.js';
import { lengthOf, periodOf } from './periods.js';

/**
 * The agent's payout calls (contracts/agent-payouts.ts), each about the caller's own contracts:
 * what it received, what it owes or paid its direct contracted downlines, the estimate of the
 * period under way, and paying what it owes (proven by its payment password).
 */
export function createPayoutsService(deps: {
  db: Db;
  scope: AgentScope;
  paymentPasswords: Pick<PaymentPasswords, 'assert'>;
  now?: () => number;
}) {
  const { db, scope, paymentPasswords, now = Date.now } = deps;
  const repo = createPayoutsRepository(db);

  async function hasPaymentPassword(memberId: number): Promise<boolean> {
    const [row] = await db
      .select({ hash: members.paymentPasswordHash })
      .from(members)
      .where(eq(members.id, memberId));
    return Boolean(row?.hash);
  }

  return {
    async book(caller: AgentCaller, kind: ContractKind, limit: number): Promise<PayoutBook> {
      const self = await scope.self(caller);
      const mine = await repo.payoutsFor(self.id, kind, 'mine', limit);
      const downlines = await repo.payoutsFor(self.id, kind, 'downlines', limit);
      const owed = await repo.owedBy(self.id);
      const owedTotal = owed.reduce((sum, row) => sum + row.owed, 0);
      return {
        kind,
        mine,
        downlines,
        owedTotal,
        paymentPasswordSet: await hasPaymentPassword(self.id),
      };
    },

    /** The period under way for the caller's own contract of `kind`, so far (nothing written). */
    async estimate(caller: AgentCaller, kind: ContractKind): Promise<PayoutEstimate> {
      const self = await scope.self(caller);
      const contract = await createContractsReader(db).contractOf(self.id, kind);
      const empty = {
        kind,
        contractId: null,
        periodKey: null,
        periodStart: null,
        periodEnd: null,
        teamValidBet: 0,
        activeMembers: 0,
        netLoss: 0,
        tier: null,
        rateBp: 0,
        amount: 0,
      };
      if (!contract) return empty;
      const at = now();
      const period = periodOf(lengthOf(kind, contract.terms), at);
      const { activeMinBet } = await repo.settings(caller.merchantId);
      const figures = await teamFiguresOf(
        db,
        { merchantId: caller.merchantId, prefix: `${self.path}${self.id}/` },
        new Date(period.from),
        new Date(Math.min(at + 1, period.to)),
        activeMinBet,
      );
      const pay = earned(kind, contract.terms, figures);
      return {
        ...empty,
        contractId: contract.id,
        periodKey: period.key,
        periodStart: period.from,
        periodEnd: period.to,
        teamValidBet: figures.validBet,
        activeMembers: figures.activeMembers,
        netLoss: kind === 'dividend' ? figures.netLoss : 0,
        tier: pay.tier,
        rateBp: pay.rateBp,
        amount: pay.amount,
      };
    },

    /** Pays what the caller owes its downlines ('Your dividend amount is insufficient…' if none). */
    async payOwed(caller: AgentCaller, body: PayOwedBody): Promise<PayOwedResult> {
      const self = await scope.self(caller);
      const owed = (await repo.owedBy(self.id)).filter(
        (row) => body.payoutId === undefined || row.id === body.payoutId,
      );
      if (owed.length === 0) throw new AppError('agent.payout.nothing.owed');
      await paymentPasswords.assert(self.id, body.paymentPassword);
      const { paid, stillOwed } = await payOwed(db, self.id, body.payoutId);
      if (paid === 0) throw new AppError(DIVIDEND_INSUFFICIENT);
      const balance = Number(await createMovements(db).cashBalance(caller));
      return { paid, stillOwed, balance };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

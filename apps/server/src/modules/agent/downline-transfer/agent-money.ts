import type { InboxTexts } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { replayOrRun } from '@/lib/idempotency-key.js';
import { cashMemberOf } from '@/lib/member-routes.js';
import type { PaymentPasswords } from '../../security/index.js';
import { createMovements } from '../../wallet/index.js';
import { agentOf, type AgentCaller } from '../scope.js';
import {
  createAgentTransfersRepository,
  type AgentTransferRow,
} from './agent-transfers.repository.js';

/** A message for one member's inbox about money an agent sent them. */
export type AgentMoneyNotice = { merchantId: number; account: string; texts: InboxTexts };

/** The signed-in agent paying (its merchant's currency symbol for the messages). */
export type AgentPayer = AgentCaller & { currencySymbol: string };
export const payerOf = (request: FastifyRequest): AgentPayer => ({
  ...agentOf(request),
  currencySymbol: cashMemberOf(request).currencySymbol,
});

/** What the agent's transfers and red envelopes are built from (agent/index.ts passes them). */
export type AgentMoneyDeps = {
  db: Db;
  paymentPasswords: Pick<PaymentPasswords, 'assert'>;
  /** Tells a receiver (their inbox); a failure is logged, the money stays sent. */
  notify?: (notice: AgentMoneyNotice) => Promise<void>;
};

export const cashOf = (db: DbOrTx, agent: { memberId: number; merchantId: number }) =>
  createMovements(db).cashBalance(agent).then(Number);

const insufficient = () => new AppError('agent.balance.insufficient', { field: 'amount' });

/**
 * An agent's money request under its key, the one way both calls keep it: an earlier request's
 * row answers at once (the same fingerprint) or is 409 idempotency.conflict; else the cash is
 * checked and the payment password proven, then, one request of the agent at a time, the key is
 * looked up again and `run` moves the money and writes the row in one transaction. Answers the
 * row and, when this request moved it, the agent's cash right after.
 */
export async function keyedAgentMoney(
  { db, paymentPasswords }: AgentMoneyDeps,
  request: {
    agent: { memberId: number; merchantId: number };
    key: string;
    fingerprint: string;
    amount: number;
    paymentPassword: string;
    run: (tx: DbOrTx) => Promise<bigint>;
  },
): Promise<{ row: AgentTransferRow; balance: number }> {
  type Moved = { row: AgentTransferRow; balance: number | undefined };
  const { agent, key } = request;
  const fingerprint = {
    ofEarlier: (row: AgentTransferRow) => row.fingerprint,
    ofRequest: request.fingerprint,
  };
  const byKey = (on: DbOrTx) => createAgentTransfersRepository(on).byKey(agent.memberId, key);
  const replay = async (row: AgentTransferRow): Promise<Moved> => ({ row, balance: undefined });
  const earlier = await byKey(db);
  const outcome = earlier
    ? await replayOrRun({
        earlier,
        fingerprint,
        replay,
        run: async () => ({ row: earlier, balance: undefined }),
      })
    : await (async (): Promise<Moved> => {
        if (request.amount > (await cashOf(db, agent))) throw insufficient();
        await paymentPasswords.assert(agent.memberId, request.paymentPassword);
        try {
          return await db.transaction(async (tx) => {
            await createAgentTransfersRepository(tx).lockAgent(agent.memberId);
            return replayOrRun({
              earlier: await byKey(tx),
              fingerprint,
              replay,
              run: async () => {
                const balance = await request.run(tx);
                const row = await byKey(tx);
                if (!row) throw new Error(`agent transfer ${key}: not found after the move`);
                return { row, balance: Number(balance) };
              },
            });
          });
        } catch (error) {
          // Another request or a bet took the cash since the check above.
          if (error instanceof AppError && error.code === 'wallet.insufficient')
            throw insufficient();
          throw error;
        }
      })();
  return { row: outcome.row, balance: outcome.balance ?? (await cashOf(db, agent)) };
}

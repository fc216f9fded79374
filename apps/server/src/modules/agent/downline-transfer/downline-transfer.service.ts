import {
  DOWNLINE_TRANSFER_KIND,
  DOWNLINE_TRANSFER_LIMITS,
  MEMBER_TYPE,
  type DownlineTransferInfo,
  type DownlineTransferResult,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { fingerprintOf } from '@/lib/idempotency-key.js';
import { formatMinor } from '@/lib/money-text.js';
import { createMovements } from '../../wallet/index.js';
import type { AgentScope } from '../scope.js';
import { cashOf, keyedAgentMoney, type AgentMoneyDeps, type AgentPayer } from './agent-money.js';
import { agentMoneyNotice } from './agent-money-notices.js';
import { createAgentTransfersRepository, type Receiver } from './agent-transfers.repository.js';

const receiverOf = ({ customerId, customerName, nickname, type }: Receiver) => ({
  customerId,
  customerName,
  nickname,
  type,
});

/** A member of the caller's team who may receive money (not a free-trial account). */
export async function receiverInTeam(scope: AgentScope, agent: AgentPayer, memberId: number) {
  const member = await scope.downline(agent, memberId);
  if (member.type === MEMBER_TYPE.TRIAL)
    throw new AppError('agent.transfer.trial', { field: 'to' });
  return member;
}

/**
 * Transfer to a downline (`transferDownline`): the agent's cash to one member of its team at any
 * depth, as one ledger movement (downline_transfer, both account records) under the agent's key;
 * the receiver owes it as turnover once (money to be played, like a deposit) and hears of it in
 * their inbox.
 */
export function createDownlineTransferService(deps: AgentMoneyDeps & { scope: AgentScope }) {
  const { db, scope, notify } = deps;
  const repo = createAgentTransfersRepository(db);
  const receiver = async (agent: AgentPayer, memberId: number) => {
    await receiverInTeam(scope, agent, memberId);
    const found = await repo.receiver(memberId);
    if (!found) throw new AppError('agent.downline.not.found');
    return found;
  };
  const limitsFor = (cash: number) => ({
    minAmount: DOWNLINE_TRANSFER_LIMITS.minAmount,
    maxAmount: Math.min(DOWNLINE_TRANSFER_LIMITS.maxAmount, cash),
  });

  return {
    async info(agent: AgentPayer, to: number): Promise<DownlineTransferInfo> {
      const found = await receiver(agent, to);
      const available = await cashOf(db, agent);
      return {
        to: receiverOf(found),
        available,
        limits: limitsFor(available),
        paymentPasswordSet: (await repo.sender(agent.memberId)).hasPaymentPassword,
      };
    },

    async transfer(
      agent: AgentPayer,
      input: { to: number; amount: number; paymentPassword: string; idempotencyKey: string },
    ): Promise<DownlineTransferResult> {
      const to = await receiver(agent, input.to);
      const money = (minor: number) => formatMinor(agent.currencySymbol, minor);
      const { minAmount, maxAmount } = DOWNLINE_TRANSFER_LIMITS;
      if (input.amount < minAmount) {
        throw new AppError('agent.transfer.amount.min', {
          field: 'amount',
          params: { min: money(minAmount) },
        });
      }
      if (input.amount > maxAmount) {
        throw new AppError('agent.transfer.amount.max', {
          field: 'amount',
          params: { max: money(maxAmount) },
        });
      }
      const sender = await repo.sender(agent.memberId);
      const made = { now: false };
      const { row, balance } = await keyedAgentMoney(deps, {
        agent,
        key: input.idempotencyKey,
        fingerprint: fingerprintOf(DOWNLINE_TRANSFER_KIND, to.customerId, input.amount),
        amount: input.amount,
        paymentPassword: input.paymentPassword,
        run: async (tx) => {
          const moved = await createMovements(tx).transfer(
            agent,
            { memberId: to.customerId },
            {
              amountMinor: BigInt(input.amount),
              key: `downline-transfer:${agent.memberId}:${input.idempotencyKey}`,
              kind: DOWNLINE_TRANSFER_KIND,
              memo: `downline transfer from ${sender.account} to ${to.customerName}`,
              payeeTurnoverMinor: input.amount,
            },
          );
          await createAgentTransfersRepository(tx).insert(
            {
              merchantId: agent.merchantId,
              agentId: agent.memberId,
              idempotencyKey: input.idempotencyKey,
              kind: DOWNLINE_TRANSFER_KIND,
              fingerprint: fingerprintOf(DOWNLINE_TRANSFER_KIND, to.customerId, input.amount),
              amount: input.amount,
              receivers: 1,
              transactionId: moved.transactionId,
            },
            [{ memberId: to.customerId, amount: input.amount }],
          );
          made.now = true;
          return moved.balanceMinor;
        },
      });
      if (made.now && notify) {
        await notify(
          agentMoneyNotice('transfer', {
            merchantId: agent.merchantId,
            symbol: agent.currencySymbol,
            from: sender.account,
            to: to.customerName,
            amount: input.amount,
          }),
        );
      }
      return {
        id: row.transactionId,
        amount: row.amount,
        to: receiverOf(to),
        balance,
        createdAt: row.createdAt.getTime(),
        replayed: !made.now,
      };
    },
  };
}

export type DownlineTransferService = ReturnType<typeof createDownlineTransferService>;

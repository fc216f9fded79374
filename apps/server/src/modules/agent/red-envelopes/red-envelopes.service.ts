import {
  MEMBER_TYPE,
  RED_ENVELOPE_KIND,
  RED_ENVELOPE_LIMITS,
  equalSplit,
  randomSplit,
  type OpenedEnvelope,
  type RedEnvelopeInfo,
  type RedEnvelopeResult,
  type RedEnvelopeSplit,
  type UnopenedEnvelopes,
} from '@app/contracts';
import { randomInt } from 'node:crypto';
import { AppError } from '@/lib/app-error.js';
import { fingerprintOf } from '@/lib/idempotency-key.js';
import { formatMinor } from '@/lib/money-text.js';
import { createMovements } from '../../wallet/index.js';
import type { AgentScope } from '../scope.js';
import {
  cashOf,
  keyedAgentMoney,
  type AgentMoneyDeps,
  type AgentPayer,
} from '../downline-transfer/agent-money.js';
import { agentMoneyNotice } from '../downline-transfer/agent-money-notices.js';
import {
  createAgentTransfersRepository,
  type Receiver,
} from '../downline-transfer/agent-transfers.repository.js';

/** Envelopes one home call shows at most (older ones wait for the next visit). */
const UNOPENED_SHOWN = 10;

/** A uniform draw in [0, 1) from the system's secure source. */
const secureRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

export type RainInput = {
  all: boolean;
  to: number[];
  amount: number;
  split: RedEnvelopeSplit;
  paymentPassword: string;
  idempotencyKey: string;
};

/**
 * Red envelope rain (`transferMultipleDownline`, /m/redRain): one amount from the agent's cash
 * split "Equally" or "Randomly" (red-envelope-split.ts) between its direct downlines or chosen
 * members of its team, as ONE ledger transaction (movements.transferMany). Each receiver owes its
 * share as turnover once, hears of it in the inbox, and finds an envelope to open on home.
 */
export function createRedEnvelopesService(deps: AgentMoneyDeps & { scope: AgentScope }) {
  const { db, scope, notify } = deps;
  const repo = createAgentTransfersRepository(db);
  const { minShare, maxAmount, maxReceivers } = RED_ENVELOPE_LIMITS;

  /** Who the rain reaches, in id order; refused when it reaches none or too many. */
  async function receivers(agent: AgentPayer, input: RainInput): Promise<Receiver[]> {
    const tooMany = () =>
      new AppError('agent.envelope.receivers.max', {
        field: 'to',
        params: { max: String(maxReceivers) },
      });
    if (input.all) {
      const found = await repo.directReceivers(agent.merchantId, agent.memberId, maxReceivers + 1);
      if (found.length === 0) throw new AppError('agent.envelope.receivers.none', { field: 'to' });
      if (found.length > maxReceivers) throw tooMany();
      return found;
    }
    const ids = [...new Set(input.to)];
    if (ids.length > maxReceivers) throw tooMany();
    const found = await repo.inTeam(agent.merchantId, await scope.prefix(agent), ids);
    if (found.length !== ids.length)
      throw new AppError('agent.downline.not.found', { field: 'to' });
    if (found.some((member) => member.type === MEMBER_TYPE.TRIAL || member.disabled)) {
      throw new AppError('agent.transfer.trial', { field: 'to' });
    }
    return found;
  }

  return {
    async info(agent: AgentPayer): Promise<RedEnvelopeInfo> {
      return {
        available: await cashOf(db, agent),
        directCount: await repo.countDirectReceivers(agent.merchantId, agent.memberId),
        limits: { minShare, maxAmount, maxReceivers },
        paymentPasswordSet: (await repo.sender(agent.memberId)).hasPaymentPassword,
      };
    },

    async rain(agent: AgentPayer, input: RainInput): Promise<RedEnvelopeResult> {
      const money = (minor: number) => formatMinor(agent.currencySymbol, minor);
      const to = await receivers(agent, input);
      if (input.amount > maxAmount) {
        throw new AppError('agent.envelope.amount.max', {
          field: 'amount',
          params: { max: money(maxAmount) },
        });
      }
      if (input.amount < to.length * minShare) {
        throw new AppError('agent.envelope.share.min', {
          field: 'amount',
          params: {
            min: money(minShare),
            total: money(to.length * minShare),
            count: String(to.length),
          },
        });
      }
      const fingerprint = fingerprintOf(
        RED_ENVELOPE_KIND,
        input.all,
        [...new Set(input.to)].sort((a, b) => a - b).join(','),
        input.amount,
        input.split,
      );
      const sender = await repo.sender(agent.memberId);
      let sent: { memberId: number; amount: number }[] = [];
      const { row, balance } = await keyedAgentMoney(deps, {
        agent,
        key: input.idempotencyKey,
        fingerprint,
        amount: input.amount,
        paymentPassword: input.paymentPassword,
        run: async (tx) => {
          const amounts =
            (input.split === 'equal'
              ? equalSplit(input.amount, to.length, minShare)
              : randomSplit(input.amount, to.length, secureRandom, minShare)) ?? [];
          const shares = to.map((member, i) => ({
            memberId: member.customerId,
            amount: amounts[i] ?? 0,
          }));
          const moved = await createMovements(tx).transferMany(
            agent,
            shares.map((share) => ({
              memberId: share.memberId,
              amountMinor: BigInt(share.amount),
              turnoverMinor: share.amount,
            })),
            {
              key: `red-envelope:${agent.memberId}:${input.idempotencyKey}`,
              kind: RED_ENVELOPE_KIND,
              memo: `red envelope from ${sender.account} to ${to.length} members`,
            },
          );
          await createAgentTransfersRepository(tx).insert(
            {
              merchantId: agent.merchantId,
              agentId: agent.memberId,
              idempotencyKey: input.idempotencyKey,
              kind: RED_ENVELOPE_KIND,
              fingerprint,
              amount: input.amount,
              split: input.split,
              receivers: to.length,
              transactionId: moved.transactionId,
            },
            shares,
          );
          sent = shares;
          return moved.balanceMinor;
        },
      });
      const accounts = new Map(to.map((member) => [member.customerId, member.customerName]));
      for (const share of notify ? sent : []) {
        await notify?.(
          agentMoneyNotice('envelope', {
            merchantId: agent.merchantId,
            symbol: agent.currencySymbol,
            from: sender.account,
            to: accounts.get(share.memberId) ?? '',
            amount: share.amount,
          }),
        );
      }
      return {
        id: row.transactionId,
        amount: row.amount,
        split: row.split === 'random' ? 'random' : 'equal',
        shares: row.shares,
        balance,
        createdAt: row.createdAt.getTime(),
        replayed: sent.length === 0,
      };
    },

    /** The caller's envelopes waiting to be opened on home. */
    async unopened(member: { memberId: number }): Promise<UnopenedEnvelopes> {
      const rows = await repo.unopened(member.memberId, UNOPENED_SHOWN);
      return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })) };
    },

    /** Opens the caller's envelope: its share (the money is already theirs). */
    async open(member: { memberId: number }, id: number): Promise<OpenedEnvelope> {
      const row = await repo.open(member.memberId, id);
      if (!row?.openedAt) throw new AppError('agent.envelope.not.found');
      return { ...row, openedAt: row.openedAt.getTime() };
    },
  };
}

export type RedEnvelopesService = ReturnType<typeof createRedEnvelopesService>;

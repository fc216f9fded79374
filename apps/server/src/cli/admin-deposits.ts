import {
  DEPOSIT_STATUSES,
  type DepositStatus,
  type OperatorDeposit,
  type OperatorDepositDecision,
} from '@app/contracts';
import type { OperatorClient } from './operator-client.js';
import { money, requestsCommand, when } from './admin-requests.js';

/** `deposits …` commands of the admin CLI. */
export type DepositsCommand =
  | { kind: 'deposits-list'; status: DepositStatus | 'all' }
  | { kind: 'deposits-approve'; id: number }
  | { kind: 'deposits-reject'; id: number; reason: string };

export const DEPOSITS_USAGE = `  deposits list [STATUS]            members' deposit requests: pending (default, oldest
                                    first), approved, rejected, cancelled or all
  deposits approve ID               approve one: the member's wallet is credited, once
  deposits reject ID --reason TEXT  reject one; the member reads the reason in their inbox`;

export function depositsCommand(
  rest: readonly string[],
  reason: string | undefined,
): DepositsCommand | string {
  const parsed = requestsCommand('deposits', DEPOSIT_STATUSES, 'approve', rest, reason);
  if (typeof parsed === 'string') return parsed;
  if (parsed.verb === 'list') return { kind: 'deposits-list', status: parsed.status };
  if (parsed.verb === 'accept') return { kind: 'deposits-approve', id: parsed.id };
  return { kind: 'deposits-reject', id: parsed.id, reason: parsed.reason };
}

export function formatDeposits(status: string, deposits: readonly OperatorDeposit[]): string {
  if (deposits.length === 0) return `No ${status === 'all' ? '' : `${status} `}deposits.`;
  return [
    `Deposits (${status}), id · requested (UTC) · account · channel · amount · fee · credit · status · reference:`,
    ...deposits.map(
      (d) =>
        `  #${String(d.id).padEnd(6)}${when(d.createdAt)}  ${d.account.padEnd(16)} ${d.channelCode.padEnd(7)}${money(d.amount).padStart(12)}${money(d.fee).padStart(9)}${money(d.credit).padStart(12)}  ${d.status.padEnd(10)}${d.reference}${d.rejectReason ? `  (${d.rejectReason})` : ''}`,
    ),
  ].join('\n');
}

function describeDecision(decision: OperatorDepositDecision): string {
  const what =
    decision.status === 'approved'
      ? `approved: ${money(decision.credit)} credited to ${decision.account}`
      : `rejected (${decision.rejectReason ?? ''})`;
  return `Deposit #${decision.id} ${decision.reference} ${decision.replayed ? 'was already ' : 'is '}${what}.`;
}

export async function runDepositsCommand(
  command: DepositsCommand,
  client: OperatorClient,
  merchant: string,
): Promise<string> {
  switch (command.kind) {
    case 'deposits-list':
      return formatDeposits(command.status, await client.deposits(merchant, command.status));
    case 'deposits-approve':
      return describeDecision(await client.approveDeposit(merchant, command.id));
    case 'deposits-reject':
      return describeDecision(await client.rejectDeposit(merchant, command.id, command.reason));
  }
}

import {
  WITHDRAW_STATUSES,
  type OperatorWithdrawal,
  type OperatorWithdrawalDecision,
  type WithdrawStatus,
} from '@app/contracts';
import { ID, money, requestsCommand, when } from './admin-requests.js';
import type { OperatorClient } from './operator-client.js';

/** `withdrawals …` commands of the admin CLI. */
export type WithdrawalsCommand =
  | { kind: 'withdrawals-list'; status: WithdrawStatus | 'all' }
  | { kind: 'withdrawals-process'; id: number }
  | { kind: 'withdrawals-pay'; id: number }
  | { kind: 'withdrawals-reject'; id: number; reason: string };

export const WITHDRAWALS_USAGE = `  withdrawals list [STATUS]            members' withdrawals: pending (default, oldest
                                       first), processing, paid, rejected, cancelled or
                                       all, with the whole account number to pay to
  withdrawals process ID               claim one before sending the money: the member
                                       can no longer cancel it
  withdrawals pay ID                   mark one paid once the money is sent: the held
                                       amount leaves the member's wallet, once
  withdrawals reject ID --reason TEXT  reject one: the amount goes back to the member`;

export function withdrawalsCommand(
  rest: readonly string[],
  reason: string | undefined,
): WithdrawalsCommand | string {
  const [verb, first, ...more] = rest;
  if (verb === 'process') {
    if (first && ID.test(first) && more.length === 0) {
      return { kind: 'withdrawals-process', id: Number(first) };
    }
    return 'Wrong arguments for withdrawals process';
  }
  const parsed = requestsCommand('withdrawals', WITHDRAW_STATUSES, 'pay', rest, reason);
  if (typeof parsed === 'string') return parsed;
  if (parsed.verb === 'list') return { kind: 'withdrawals-list', status: parsed.status };
  if (parsed.verb === 'accept') return { kind: 'withdrawals-pay', id: parsed.id };
  return { kind: 'withdrawals-reject', id: parsed.id, reason: parsed.reason };
}

export function formatWithdrawals(status: string, rows: readonly OperatorWithdrawal[]): string {
  if (rows.length === 0) return `No ${status === 'all' ? '' : `${status} `}withdrawals.`;
  return [
    `Withdrawals (${status}), id · requested (UTC) · account · amount · status · reference · pay to:`,
    ...rows.map(
      (w) =>
        `  #${String(w.id).padEnd(6)}${when(w.createdAt)}  ${w.account.padEnd(16)}${money(w.amount).padStart(12)}  ${w.status.padEnd(11)}${w.reference}  ${w.payee.bankName} ${w.payee.accountNumber} ${w.payee.accountName}${w.rejectReason ? `  (${w.rejectReason})` : ''}`,
    ),
  ].join('\n');
}

function describeDecision(decision: OperatorWithdrawalDecision): string {
  const to = `${money(decision.amount)} to ${decision.account}'s ${decision.payee.bankName} ${decision.payee.accountNumber} ${decision.payee.accountName}`;
  const what =
    decision.status === 'processing'
      ? `being processed: send ${to}, then pay or reject it`
      : decision.status === 'paid'
        ? `paid: ${money(decision.amount)} to ${decision.account}'s ${decision.payee.bankName}`
        : `rejected (${decision.rejectReason ?? ''}): ${money(decision.amount)} back to ${decision.account}`;
  return `Withdrawal #${decision.id} ${decision.reference} ${decision.replayed ? 'was already ' : 'is '}${what}.`;
}

export async function runWithdrawalsCommand(
  command: WithdrawalsCommand,
  client: OperatorClient,
  merchant: string,
): Promise<string> {
  switch (command.kind) {
    case 'withdrawals-list':
      return formatWithdrawals(command.status, await client.withdrawals(merchant, command.status));
    case 'withdrawals-process':
      return describeDecision(await client.processWithdrawal(merchant, command.id));
    case 'withdrawals-pay':
      return describeDecision(await client.payWithdrawal(merchant, command.id));
    case 'withdrawals-reject':
      return describeDecision(await client.rejectWithdrawal(merchant, command.id, command.reason));
  }
}

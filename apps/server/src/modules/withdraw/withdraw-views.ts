import type { OperatorWithdrawal, WithdrawRequest } from '@app/contracts';
import type { OperatorWithdrawView, WithdrawRow } from './withdraw.repository.js';

/** How a request reads: the member sees the last four digits of the card, the operator all. */
const masked = (number: string) => `**** ${number.slice(-4)}`;

export function memberView(row: WithdrawRow): WithdrawRequest {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    reference: row.reference,
    payee: { ...row.payee, accountNumber: masked(row.payee.accountNumber) },
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** The subject of four eyes on paying a request (lib/four-eyes.ts). */
export const paySubject = (id: number) => `withdrawal:${id}:pay`;

/** The operator pays out to the whole number; `payApprovedBy` while it waits for four eyes. */
export const operatorView = (
  { request, account }: OperatorWithdrawView,
  payApprovedBy: readonly string[] = [],
): OperatorWithdrawal => ({
  ...memberView(request),
  payee: request.payee,
  memberId: request.memberId,
  account,
  processingAt: request.processingAt?.getTime() ?? null,
  payApprovedBy: request.status === 'processing' ? [...payApprovedBy] : [],
});

import {
  WITHDRAW_LIMITS,
  type BankCard,
  type BankCardList,
  type WithdrawInfo,
  type WithdrawPage,
  type WithdrawRequest,
} from '@app/contracts';

/** Data factories for withdrawals, in the contracts' shapes (amounts in minor units). */
export function withdrawInfoFixture(patch: Partial<WithdrawInfo> = {}): WithdrawInfo {
  const info = {
    available: 500_000,
    held: 0,
    turnover: { required: 0, wagered: 0, remaining: 0 },
    limits: { ...WITHDRAW_LIMITS },
    today: { count: 0, amount: 0 },
    pending: 0,
    paymentPasswordSet: true,
    bonus: { balance: 0, required: 0, wagered: 0 },
    ...patch,
  };
  return { ...info, withdrawable: patch.withdrawable ?? withdrawableOf(info) };
}

/** The server's withdrawable figure (withdraw.service.ts withdrawableOf) of the fixture's fields. */
function withdrawableOf(info: Omit<WithdrawInfo, 'withdrawable'>): number {
  const { available, turnover, pending, today, limits } = info;
  if (turnover.remaining > 0 || pending >= limits.maxPending || today.count >= limits.dailyCount) {
    return 0;
  }
  const most = Math.min(available, limits.maxAmount, limits.dailyAmount - today.amount);
  return most >= limits.minAmount ? most : 0;
}

export function bankCardFixture(patch: Partial<BankCard> = {}): BankCard {
  return {
    id: 11,
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    kind: 'BANK',
    accountName: 'Juan Dela Cruz',
    accountNumber: '**** **** 4321',
    createdAt: Date.UTC(2026, 0, 1),
    ...patch,
  };
}

export const bankCardsFixture = (list: BankCard[] = [bankCardFixture()]): BankCardList => ({
  list,
  limit: 5,
});

export function withdrawRequestFixture(patch: Partial<WithdrawRequest> = {}): WithdrawRequest {
  return {
    id: 21,
    amount: 100_000,
    status: 'pending',
    reference: 'WD7K2M9Q4XPA',
    payee: {
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      kind: 'BANK',
      accountName: 'Juan Dela Cruz',
      accountNumber: '**** 4321',
    },
    createdAt: Date.UTC(2026, 0, 2, 3, 4),
    decidedAt: null,
    rejectReason: null,
    ...patch,
  };
}

export const withdrawPageFixture = (list: WithdrawRequest[] = []): WithdrawPage => ({
  list,
  pageNum: 1,
  totalPages: list.length > 0 ? 1 : 0,
  total: list.length,
});

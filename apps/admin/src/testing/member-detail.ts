import type { OperatorMemberDetail } from '@app/contracts';

/** A member's detail as the operator API answers it, with `overrides`. */
export function memberDetail(overrides: Partial<OperatorMemberDetail> = {}): OperatorMemberDetail {
  return {
    id: 42,
    account: 'juan',
    nickname: 'Juan',
    typeCode: 0,
    type: 'player',
    uplineAccount: 'agent7',
    registeredAt: Date.UTC(2026, 10, 1, 4, 0, 0),
    lastLoginAt: null,
    cash: 150_000,
    disabled: false,
    mobile: '639171234567',
    email: '',
    payeeName: 'Juan Dela Cruz',
    registerIp: '203.0.113.9',
    balances: { cash: 150_000, held: 50_000, bonus: 0 },
    lifetime: { deposited: 900_000, withdrawn: 200_000 },
    turnoverLeft: 12_345,
    ledger: [],
    sessions: { live: 1, lastIp: '203.0.113.9', lastSeenAt: null },
    responsibleGaming: { limits: [], break: null, realityCheckMinutes: null },
    cards: [
      {
        id: 1,
        bankCode: 'GCASH',
        bankName: 'GCash',
        accountName: 'Juan Dela Cruz',
        accountNumber: '*******4321',
        boundAt: Date.UTC(2026, 10, 2),
      },
    ],
    duplicates: [{ id: 43, account: 'juan2', reasons: ['device', 'payee'] }],
    lockReason: null,
    notes: [],
    history: {
      depositsApproved: 5,
      depositsRejected: 1,
      withdrawalsPaid: 2,
      withdrawalsRejected: 0,
    },
    ...overrides,
  };
}

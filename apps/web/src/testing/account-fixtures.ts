import type { MemberInfo, WalletBalance } from '@app/contracts';

/** Data factories for the member's own data, in the contracts' shapes. */
export function memberInfoFixture(patch: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    account: 'juan',
    nickname: 'Juan D.',
    type: 0,
    regDate: Date.UTC(2024, 0, 1),
    toUpline: false,
    firstTimeLogin: false,
    countryDialingCode: '63',
    mobileNum: '*******1234',
    email: '',
    payeeName: '',
    icon: 'avatar-1',
    currency: 'PHP',
    ...patch,
  };
}

export function balanceFixture(patch: Partial<WalletBalance> = {}): WalletBalance {
  return { sumBalance: 10000, currency: 'PHP', currencySymbol: '₱', ...patch };
}

/** A promise the test resolves when it wants a held-open request to answer. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

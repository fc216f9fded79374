import { BankCard, BankCardList, BankList, MemberInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAccount, freshIp, signIn } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { buildTestApp } from '../../../test/test-app.js';
import type { App } from '@/app.js';

describe('bank cards', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: authHeaders(token),
      remoteAddress: freshIp(),
    });
  const list = async (token: string) =>
    valueOf(await call('GET', '/wps/member/bankCard', token), BankCardList).list;

  /** A signed-in member with the payment password 246810. */
  async function memberWithPaymentPassword() {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const set = await call('PUT', '/wps/member/paymentPassword', token, {
      password: member.password,
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(set.statusCode).toBe(200);
    return { member, token };
  }
  const bind = (token: string, card: Record<string, string>) =>
    call('POST', '/wps/member/bankCard', token, {
      bankCode: 'BDO',
      accountName: 'Maria Santos',
      accountNumber: '0012 3456 7890',
      paymentPassword: '246810',
      ...card,
    });

  it('lists the seeded Philippine banks and e-wallets', async () => {
    const { token } = await memberWithPaymentPassword();
    const banks = valueOf(await call('GET', '/wps/member/bankCard/banks', token), BankList);
    expect(banks.map((bank) => bank.code)).toEqual(
      expect.arrayContaining(['GCASH', 'MAYA', 'BDO', 'BPI']),
    );
    expect(banks.find((bank) => bank.code === 'GCASH')).toMatchObject({
      kind: 'EWALLET',
      prefix: '09',
    });
  });

  it('binds a card masked; the first account name becomes the payee name', async () => {
    const { token } = await memberWithPaymentPassword();
    const card = valueOf(await bind(token, {}), BankCard);
    expect(card).toMatchObject({
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountName: 'Maria Santos',
      accountNumber: '**** 7890',
    });
    const info = await call('GET', '/wps/member/info', token);
    expect(info.json().value.payeeName).toBe('Maria Santos');
    // Later cards must carry that name (case and spaces aside).
    const other = await bind(token, {
      bankCode: 'GCASH',
      accountName: 'Pedro Reyes',
      accountNumber: '09171234567',
    });
    expect(errorOf(other)).toMatchObject({ code: 'bankcard.name.mismatch', field: 'accountName' });
    expect(errorOf(other).message).toContain('Maria Santos');
    const same = await bind(token, {
      bankCode: 'GCASH',
      accountName: 'maria  SANTOS',
      accountNumber: '09171234567',
    });
    expect(valueOf(same, BankCard)).toMatchObject({ kind: 'EWALLET', accountName: 'Maria Santos' });
    expect(await list(token)).toHaveLength(2);
    const twice = await bind(token, {});
    expect(errorOf(twice)).toMatchObject({ code: 'bankcard.exists' });
  });

  it.each([
    [{ bankCode: 'NOPE' }, 'bank.not.found', 'bankCode'],
    [{ accountNumber: '12345' }, 'bankcard.number.format', 'accountNumber'],
    [{ accountNumber: '12345abcde12' }, 'bankcard.number.format', 'accountNumber'],
    [
      { bankCode: 'GCASH', accountNumber: '08171234567' },
      'bankcard.ewallet.format',
      'accountNumber',
    ],
    [{ accountName: 'M4ria <b>' }, 'name.format', 'accountName'],
    [{ paymentPassword: '000000' }, 'payment.password.incorrect', 'paymentPassword'],
  ])('refuses %j and binds nothing', async (change, code, field) => {
    const { token } = await memberWithPaymentPassword();
    const response = await bind(token, change);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorOf(response)).toMatchObject({ code, field });
    expect(await list(token)).toEqual([]);
  });

  it('needs a payment password set first', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    expect(errorOf(await bind(token, {})).code).toBe('payment.password.unset');
  });

  it('binds at most 5', async () => {
    const { token } = await memberWithPaymentPassword();
    for (let i = 0; i < 5; i++) {
      expect((await bind(token, { accountNumber: `100000000${i}` })).statusCode).toBe(200);
    }
    const sixth = await bind(token, { accountNumber: '2000000000' });
    expect(errorOf(sixth)).toMatchObject({ code: 'bankcard.limit' });
    expect(await list(token)).toHaveLength(5);
  });

  it('removes a card with the payment password; another member can neither see nor remove it', async () => {
    const a = await memberWithPaymentPassword();
    const b = await memberWithPaymentPassword();
    const card = valueOf(await bind(a.token, {}), BankCard);
    expect(await list(b.token)).toEqual([]);
    const byB = await call('DELETE', `/wps/member/bankCard/${card.id}`, b.token, {
      paymentPassword: '246810',
    });
    expect(errorOf(byB).code).toBe('bankcard.not.found');
    const wrong = await call('DELETE', `/wps/member/bankCard/${card.id}`, a.token, {
      paymentPassword: '111111',
    });
    expect(errorOf(wrong).code).toBe('payment.password.incorrect');
    expect(await list(a.token)).toHaveLength(1);
    const done = await call('DELETE', `/wps/member/bankCard/${card.id}`, a.token, {
      paymentPassword: '246810',
    });
    expect(done.statusCode).toBe(200);
    expect(await list(a.token)).toEqual([]);
  });

  const payeeNameOf = async (token: string) =>
    valueOf(await call('GET', '/wps/member/info', token), MemberInfo).payeeName;

  it('keeps the payee name once a card was bound, even after every card is removed', async () => {
    const { token } = await memberWithPaymentPassword();
    const card = valueOf(await bind(token, {}), BankCard);
    const removed = await call('DELETE', `/wps/member/bankCard/${card.id}`, token, {
      paymentPassword: '246810',
    });
    expect(removed.statusCode).toBe(200);
    const renamed = await call('PUT', '/wps/member/info/payeename', token, {
      payeeName: 'Pedro Penduko',
    });
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed)).toMatchObject({ code: 'payee.name.locked', field: 'payeeName' });
    expect(await payeeNameOf(token)).toBe('Maria Santos');
    // A card in another name is still refused.
    const other = await bind(token, { accountName: 'Pedro Penduko' });
    expect(errorOf(other)).toMatchObject({ code: 'bankcard.name.mismatch', field: 'accountName' });
    expect(await list(token)).toEqual([]);
  });

  it('binds and renames at once: the card and the payee name end in one name', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token } = await memberWithPaymentPassword();
      const [bound, renamed] = await Promise.all([
        bind(token, { accountName: 'Maria Santos' }),
        call('PUT', '/wps/member/info/payeename', token, { payeeName: 'Pedro Penduko' }),
      ]);
      const cards = await list(token);
      const payeeName = await payeeNameOf(token);
      // Either the rename came first (the bind then refuses the other name), or the bind did
      // (the rename is then refused): never a card in one name and a payee name in another.
      if (renamed.statusCode === 200) {
        expect(errorOf(bound).code).toBe('bankcard.name.mismatch');
        expect(cards).toEqual([]);
        expect(payeeName).toBe('Pedro Penduko');
      } else {
        expect(errorOf(renamed).code).toBe('payee.name.locked');
        expect(bound.statusCode).toBe(200);
        expect(cards.map((card) => card.accountName)).toEqual(['Maria Santos']);
        expect(payeeName).toBe('Maria Santos');
      }
    }
  });
});

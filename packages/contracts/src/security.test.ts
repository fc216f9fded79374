import { describe, expect, it } from 'vitest';
import { RegisterBody } from './auth-bodies.js';
import { PAYEE_NAME_MAX_LENGTH, PayeeNameBody } from './member.js';
import {
  BindBankCardBody,
  isPaymentPasswordFormat,
  PAYMENT_PASSWORD_LENGTH,
  PaymentPasswordSetBody,
} from './security.js';

describe('rules the forms share with the server', () => {
  it('a payment password is exactly PAYMENT_PASSWORD_LENGTH digits', () => {
    expect(PAYMENT_PASSWORD_LENGTH).toBe(6);
    expect(isPaymentPasswordFormat('123456')).toBe(true);
    for (const refused of ['12', '12345', '1234567', '12345a', ' 123456', '１２３４５６']) {
      expect(isPaymentPasswordFormat(refused), refused).toBe(false);
    }
  });

  it('a payee name is at most PAYEE_NAME_MAX_LENGTH long wherever it is given', () => {
    const longest = 'A'.repeat(PAYEE_NAME_MAX_LENGTH);
    const tooLong = `${longest}B`;
    const card = { bankCode: 'GCASH', accountNumber: '09171234567', paymentPassword: '123456' };
    expect(BindBankCardBody.safeParse({ ...card, accountName: longest }).success).toBe(true);
    expect(BindBankCardBody.safeParse({ ...card, accountName: tooLong }).success).toBe(false);
    expect(PayeeNameBody.safeParse({ payeeName: longest }).success).toBe(true);
    expect(PayeeNameBody.safeParse({ payeeName: tooLong }).success).toBe(false);
    expect(RegisterBody.safeParse({ payeeName: tooLong }).success).toBe(false);
  });

  it('refuses a bidi control character in a payment password body', () => {
    const body = { password: 'Demo\u202e1234', paymentPassword: '123456' };
    expect(
      PaymentPasswordSetBody.safeParse({ ...body, confirmPaymentPassword: '123456' }).success,
    ).toBe(false);
  });
});

import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { MOBILE_MAX_DIGITS, PASSWORD_MAX_LENGTH, SMS_CODE_MAX_DIGITS } from './auth.js';
import { PAYEE_NAME_MAX_LENGTH } from './member.js';
import { text } from './text.js';
import { Instant } from './units.js';

/**
 * The security centre (SPEC §2 /m/securityCenter, §7 "/wps/member/securityConfig, /paymentPassword,
 * /bankCard"): what protects an account and where its withdrawals may go. Every call is the
 * signed-in member's own; a free-trial account is refused (free_reject).
 */

/** A member may bind at most this many bank cards and e-wallets. */
export const BANK_CARD_LIMIT = 5;
/** A payment password is this many digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;
/** What a payment password is: exactly PAYMENT_PASSWORD_LENGTH digits (server and forms alike). */
export const isPaymentPasswordFormat = (value: string): boolean =>
  new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(value);
/** Wrong payment passwords in a row that lock it, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

const digits = (max: number) => text().trim().regex(/^\d*$/).max(max);
const dialingCode = text()
  .trim()
  .regex(/^\+?\d{1,4}$/);
/** Six digits, checked by the service (a clear field error rather than a schema 400). */
const paymentPassword = text().max(32);
const loginPassword = text().min(1).max(PASSWORD_MAX_LENGTH);
const smsCode = digits(SMS_CODE_MAX_DIGITS).min(4);

/** GET /wps/member/securityConfig. */
export const SecurityConfig = z.object({
  /** Every real account has a login password; shown for the "change" row. */
  loginPassword: z.literal(true),
  paymentPasswordSet: z.boolean(),
  /** While wrong payment passwords lock it: when it opens again (ms since the epoch), else null. */
  paymentPasswordLockedUntil: Instant.nullable(),
  /** Masked: "*******4567"; '' when none is bound. */
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  /** Masked: "ma****@example.com"; '' when none is bound. */
  email: z.string(),
  /** The name bank cards must carry; '' until set (the first card's account name sets it). */
  payeeName: z.string(),
  bankCardCount: z.number().int().min(0),
  bankCardLimit: z.number().int().positive(),
});
export type SecurityConfig = z.infer<typeof SecurityConfig>;

/** PUT /wps/member/paymentPassword: the first payment password, proven by the login password. */
export const PaymentPasswordSetBody = z.object({
  password: loginPassword,
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});
export type PaymentPasswordSetBody = z.infer<typeof PaymentPasswordSetBody>;

/**
 * PUT /wps/member/paymentPassword/change: a new payment password, proven by the current one
 * (method 'password') or by an SMS code sent to the bound mobile (method 'sms').
 */
export const PaymentPasswordChangeBody = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('password'),
    oldPaymentPassword: paymentPassword,
    newPaymentPassword: paymentPassword,
    confirmPaymentPassword: paymentPassword,
  }),
  z.object({
    method: z.literal('sms'),
    verificationCode: smsCode,
    newPaymentPassword: paymentPassword,
    confirmPaymentPassword: paymentPassword,
  }),
]);
export type PaymentPasswordChangeBody = z.infer<typeof PaymentPasswordChangeBody>;

/** POST /wps/member/mobile/sms: a code to the number about to be bound. */
export const BindMobileSmsBody = z.object({
  countryDialingCode: dialingCode,
  mobileNum: digits(MOBILE_MAX_DIGITS).min(7),
});
export type BindMobileSmsBody = z.infer<typeof BindMobileSmsBody>;

/**
 * PUT /wps/member/mobile: binds or changes the mobile. The SMS code proves the number is the
 * caller's; the login password proves the caller is the account's owner (the number can reset it).
 */
export const BindMobileBody = BindMobileSmsBody.extend({
  verificationCode: smsCode,
  password: loginPassword,
});
export type BindMobileBody = z.infer<typeof BindMobileBody>;

export const BANK_KINDS = ['BANK', 'EWALLET'] as const;
export type BankKind = (typeof BANK_KINDS)[number];

/** GET /wps/member/bankCard/banks: the banks and e-wallets a card may be of. */
export const Bank = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(BANK_KINDS),
  /** Digits of an account number: e-wallets take the 11-digit mobile (09…). */
  minDigits: z.number().int().positive(),
  maxDigits: z.number().int().positive(),
  /** The number must start with this ('' any). */
  prefix: z.string(),
});
export type Bank = z.infer<typeof Bank>;
export const BankList = z.array(Bank);

/** One bound card or e-wallet; the number masked to its last 4 digits. */
export const BankCard = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  kind: z.enum(BANK_KINDS),
  accountName: z.string(),
  /** "**** **** 4321". */
  accountNumber: z.string(),
  createdAt: Instant,
});
export type BankCard = z.infer<typeof BankCard>;

/** GET /wps/member/bankCard. */
export const BankCardList = z.object({
  list: z.array(BankCard),
  limit: z.number().int().positive(),
});
export type BankCardList = z.infer<typeof BankCardList>;

/** POST /wps/member/bankCard: binding a card is proven by the payment password. */
export const BindBankCardBody = z.object({
  bankCode: text().trim().min(1).max(32),
  accountName: text().trim().max(PAYEE_NAME_MAX_LENGTH),
  /** Spaces and dashes as printed on a card are dropped before the digits are checked. */
  accountNumber: text()
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, '')),
  paymentPassword,
});
export type BindBankCardBody = z.input<typeof BindBankCardBody>;

/** DELETE /wps/member/bankCard/:id, proven by the payment password. */
export const DeleteBankCardBody = z.object({ paymentPassword });
export type DeleteBankCardBody = z.infer<typeof DeleteBankCardBody>;
export const BankCardParams = z.object({ id: BigSerialId });

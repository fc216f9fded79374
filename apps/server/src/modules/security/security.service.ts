import {
  BANK_CARD_LIMIT,
  type BindMobileBody,
  type BindMobileSmsBody,
  type Language,
  type PaymentPasswordChangeBody,
  type PaymentPasswordSetBody,
  type SecurityConfig,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { isUniqueViolation } from '@/lib/db-errors.js';
import { hashPassword, verifyPassword } from '@/lib/passwords.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import type { SessionMember } from '@/modules/session/index.js';
import { normalizeDialingCode, type SmsCodeService } from '@/modules/verification/index.js';
import { maskMobile, verifyCountedPassword, type AttemptGuard } from '../auth/index.js';
import { assertPaymentPasswordFormat, type PaymentPasswords } from './payment-password.service.js';
import type { SecurityMember, SecurityRepository } from './security.repository.js';

/** "ma****@example.com": the first two characters of the name and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email === '' ? '' : '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** Who asks, from where, in which language: what SMS sends and password guesses need. */
export type Caller = { session: SessionMember; ip: string; language: Language };

/**
 * The security centre: what is bound, the payment password (first set by the login password,
 * changed by the old one or an SMS code to the bound mobile) and the bound mobile (SMS code to
 * the new number and the login password).
 */
export function createSecurityService({
  repo,
  paymentPasswords,
  smsCodes,
  guard,
}: {
  repo: SecurityRepository;
  paymentPasswords: PaymentPasswords;
  smsCodes: Pick<SmsCodeService, 'send' | 'requireRight'>;
  guard: Pick<AttemptGuard, 'reserve' | 'clear'>;
}) {
  async function memberOf(session: SessionMember): Promise<SecurityMember> {
    const member = await repo.member(session.memberId);
    if (!member) throw new AppError('member.not.found');
    return member;
  }

  /** The login password as a guess at the account, counted with its logins. */
  async function assertLoginPassword(member: SecurityMember, password: string, ip: string) {
    if (!(await verifyCountedPassword(guard, member, password, ip))) {
      throw new AppError('password.incorrect', { field: 'password' });
    }
  }

  function assertNewPaymentPassword(value: string, confirm: string, field: string) {
    assertPaymentPasswordFormat(value, field);
    if (confirm !== value) {
      throw new AppError('password.confirm.mismatch', { field: 'confirmPaymentPassword' });
    }
  }

  return {
    /** GET /wps/member/securityConfig. */
    async config(session: SessionMember): Promise<SecurityConfig> {
      const member = await memberOf(session);
      const [lockedUntil, bankCardCount] = await Promise.all([
        paymentPasswords.lockedUntil(member.id),
        repo.cardCount(member.id),
      ]);
      return {
        loginPassword: true,
        paymentPasswordSet: member.paymentPasswordHash !== null,
        paymentPasswordLockedUntil: lockedUntil?.getTime() ?? null,
        mobileNum: maskMobile(member.mobileNum),
        countryDialingCode: member.mobileNum === '' ? '' : member.countryDialingCode,
        email: maskEmail(member.email),
        payeeName: member.payeeName,
        bankCardCount,
        bankCardLimit: BANK_CARD_LIMIT,
      };
    },

    /** PUT /wps/member/paymentPassword: the first one, proven by the login password. */
    async setPaymentPassword(caller: Caller, body: PaymentPasswordSetBody): Promise<void> {
      const member = await memberOf(caller.session);
      if (member.paymentPasswordHash !== null) throw new AppError('payment.password.exists');
      assertNewPaymentPassword(
        body.paymentPassword,
        body.confirmPaymentPassword,
        'paymentPassword',
      );
      await assertLoginPassword(member, body.password, caller.ip);
      const hash = await hashPassword(body.paymentPassword);
      if (!(await repo.setFirstPaymentPasswordHash(member.id, hash))) {
        throw new AppError('payment.password.exists');
      }
    },

    /** PUT /wps/member/paymentPassword/change: by the old one or an SMS code to the bound mobile. */
    async changePaymentPassword(
      caller: Caller,
      merchant: MerchantSnapshot,
      body: PaymentPasswordChangeBody,
    ): Promise<void> {
      const member = await memberOf(caller.session);
      const current = member.paymentPasswordHash;
      if (current === null) throw new AppError('payment.password.unset');
      const { newPaymentPassword: next } = body;
      assertNewPaymentPassword(next, body.confirmPaymentPassword, 'newPaymentPassword');
      if (body.method === 'password') {
        await paymentPasswords.assert(member.id, body.oldPaymentPassword, 'oldPaymentPassword');
        if (next === body.oldPaymentPassword) {
          throw new AppError('payment.password.same', { field: 'newPaymentPassword' });
        }
      } else {
        if (member.mobileNum === '') throw new AppError('mobile.unbound');
        const code = await smsCodes.requireRight(
          merchant.merchant.id,
          'security',
          member.countryDialingCode,
          member.mobileNum,
          body.verificationCode,
        );
        // Only the holder of a right code hears this, and the code stays usable.
        if (await verifyPassword(current, next)) {
          throw new AppError('payment.password.same', { field: 'newPaymentPassword' });
        }
        await code.spend();
      }
      await repo.setPaymentPasswordHash(member.id, await hashPassword(next));
      // A password set by SMS code is the way out of a lock.
      await paymentPasswords.clear(member.id);
    },

    /** POST /wps/member/security/sms: a code to the bound mobile (changing the payment password). */
    async sendSecurityCode(caller: Caller, merchant: MerchantSnapshot) {
      const member = await memberOf(caller.session);
      if (member.mobileNum === '') throw new AppError('mobile.unbound');
      return smsCodes.send(
        merchant.merchant.id,
        'security',
        member.countryDialingCode,
        member.mobileNum,
        { language: caller.language, brand: merchant.merchant.name, ip: caller.ip },
      );
    },

    /** POST /wps/member/mobile/sms: a code to the number about to be bound. */
    async sendBindCode(caller: Caller, merchant: MerchantSnapshot, body: BindMobileSmsBody) {
      const member = await memberOf(caller.session);
      const dialingCode = normalizeDialingCode(body.countryDialingCode);
      if (member.countryDialingCode === dialingCode && member.mobileNum === body.mobileNum) {
        throw new AppError('mobile.same', { field: 'mobileNum' });
      }
      return smsCodes.send(merchant.merchant.id, 'bindMobile', dialingCode, body.mobileNum, {
        language: caller.language,
        brand: merchant.merchant.name,
        ip: caller.ip,
      });
    },

    /** PUT /wps/member/mobile: the login password, then the code sent to the new number. */
    async bindMobile(caller: Caller, merchant: MerchantSnapshot, body: BindMobileBody) {
      const member = await memberOf(caller.session);
      const dialingCode = normalizeDialingCode(body.countryDialingCode);
      if (member.countryDialingCode === dialingCode && member.mobileNum === body.mobileNum) {
        throw new AppError('mobile.same', { field: 'mobileNum' });
      }
      await assertLoginPassword(member, body.password, caller.ip);
      const code = await smsCodes.requireRight(
        merchant.merchant.id,
        'bindMobile',
        dialingCode,
        body.mobileNum,
        body.verificationCode,
      );
      await code.spend();
      try {
        await repo.setMobile(member.id, dialingCode, body.mobileNum);
      } catch (error) {
        if (isUniqueViolation(error, 'members_mobile')) {
          throw new AppError('mobile.exists', { field: 'mobileNum' });
        }
        throw error;
      }
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;

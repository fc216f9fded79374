import {
  isTrialType,
  type ChangePasswordBody,
  type PasswordSetResult,
  type ResetPasswordBody,
  type ResetTokenCheck,
  type SetPasswordByPhoneBody,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import { hashPassword, verifyPassword } from '@/lib/passwords.js';
import { hashToken } from '@/lib/tokens.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import type { SessionMember, SessionService } from '@/modules/session/index.js';
import { normalizeDialingCode, type SmsCodeService } from '@/modules/verification/index.js';
import { assertNewPassword, rulesOf } from '../field-rules.js';
import type { AttemptGuard } from '../attempt-guard.js';
import { verifyCountedPassword } from '../counted-password.js';
import { accountKeyOf, type MemberRow, type MembersRepository } from '../members.repository.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';

/**
 * Change (signed in, old password), set by SMS code, and reset by e-mailed link. A changed password
 * ends the member's other sessions; one set without the old password ends them all.
 */
export function createPasswordService({
  members,
  resets,
  sessions,
  smsCodes,
  guard,
}: {
  members: Pick<MembersRepository, 'findById' | 'findByMobile' | 'setPassword'>;
  resets: Pick<PasswordResetsRepository, 'claim' | 'find'>;
  sessions: Pick<SessionService, 'revokeOthers'>;
  smsCodes: Pick<SmsCodeService, 'requireRight'>;
  guard: Pick<AttemptGuard, 'reserve' | 'clear'>;
}) {
  /**
   * A password set without the old one (SMS code, reset link): every session ends, and the
   * account's failed guesses are forgotten, so its owner can sign in with it at once.
   */
  async function setPassword(merchantId: number, member: MemberRow, password: string) {
    await members.setPassword(member.id, await hashPassword(password));
    await sessions.revokeOthers(member.id);
    await guard.clear(merchantId, accountKeyOf(member.account));
  }

  /** POST /wps/member/password/reset/check: whether the link still works; spends nothing. */
  async function checkReset(
    merchant: MerchantSnapshot,
    resetToken: string,
  ): Promise<ResetTokenCheck> {
    const link = await resets.find(hashToken(resetToken), merchant.merchant.id);
    const member = link && (await members.findById(link.memberId));
    if (!link || !member || member.disabled || link.expired) {
      throw new AppError('reset.token.invalid', { field: 'resetToken' });
    }
    if (link.used) throw new AppError('reset.token.used', { field: 'resetToken' });
    return { userName: member.account };
  }

  return {
    /** PUT /wps/member/passWordChangeV2: checks in the order the form shows them (SPEC §5). */
    async change(
      merchant: MerchantSnapshot,
      session: SessionMember,
      body: z.output<typeof ChangePasswordBody>,
      ip: string,
    ): Promise<void> {
      const { oldPassword, newPassword, confirmNewPassword } = body;
      if (confirmNewPassword !== newPassword) {
        throw new AppError('password.confirm.mismatch', { field: 'confirmNewPassword' });
      }
      assertNewPassword(rulesOf(merchant), newPassword, 'newPassword');
      if (newPassword === oldPassword) {
        throw new AppError('modify.new.old.same', { field: 'newPassword' });
      }
      const member = await members.findById(session.memberId);
      if (!member || !(await verifyCountedPassword(guard, member, oldPassword, ip))) {
        throw new AppError('password.old.incorrect', { field: 'oldPassword' });
      }
      await members.setPassword(member.id, await hashPassword(newPassword));
      await sessions.revokeOthers(member.id, session.sessionId);
      await guard.clear(member.merchantId, accountKeyOf(member.account));
    },

    /** PUT /wps/member/password/mobile: a new password with an SMS code (purpose noLogin). */
    async setByPhone(
      merchant: MerchantSnapshot,
      body: z.output<typeof SetPasswordByPhoneBody>,
    ): Promise<PasswordSetResult> {
      assertNewPassword(rulesOf(merchant), body.newPassword, 'newPassword');
      const merchantId = merchant.merchant.id;
      const dialingCode = normalizeDialingCode(body.countryDialingCode);
      const member = await members.findByMobile(merchantId, dialingCode, body.mobileNum);
      // The code first: comparing with the current password before it would let anyone who
      // knows a number test passwords against it.
      const { mobileNum, verificationCode } = body;
      const code = await smsCodes.requireRight(
        merchantId,
        'noLogin',
        dialingCode,
        mobileNum,
        verificationCode,
      );
      if (!member || member.disabled || isTrialType(member.type)) {
        throw new AppError('member.not.found', { field: 'mobileNum' });
      }
      // Only the holder of a right code hears this, and the code stays usable: they type another
      // password instead of waiting for a new code. Each such answer still costs one of the
      // code's few tries, so it is no way to test many passwords.
      if (await verifyPassword(member.passwordHash, body.newPassword)) {
        throw new AppError('modify.new.old.same', { field: 'newPassword' });
      }
      await code.spend();
      await setPassword(merchantId, member, body.newPassword);
      return { userName: member.account };
    },

    checkReset,

    /** PUT /wps/member/password/reset: the e-mailed link, once, within its life. */
    async reset(
      merchant: MerchantSnapshot,
      body: z.output<typeof ResetPasswordBody>,
    ): Promise<PasswordSetResult> {
      // Before the token is spent, so a refused password leaves the link usable.
      assertNewPassword(rulesOf(merchant), body.newPassword, 'newPassword');
      const merchantId = merchant.merchant.id;
      const memberId = await resets.claim(hashToken(body.resetToken), merchantId);
      // Not claimed: tells a link used a moment ago (a second tab) from a wrong one.
      if (memberId === undefined) await checkReset(merchant, body.resetToken);
      const member = memberId === undefined ? undefined : await members.findById(memberId);
      if (!member || member.disabled) {
        throw new AppError('reset.token.invalid', { field: 'resetToken' });
      }
      await setPassword(merchantId, member, body.newPassword);
      return { userName: member.account };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

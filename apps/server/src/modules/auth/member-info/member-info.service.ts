import {
  NO_CONTRACT_REQUESTS,
  type ContractRequestInfo,
  type Language,
  type MemberInfo,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import type { SessionMember } from '@/modules/session/index.js';
import type { AccountNotices } from '../account-notices.js';
import type { AttemptGuard } from '../attempt-guard.js';
import { verifyCountedPassword } from '../counted-password.js';
import { assertRegisterField, rulesOf } from '../field-rules.js';
import type { MemberRow, MembersRepository, ProfilePatch } from '../members.repository.js';

/** "*******1234": only the last 4 digits of a number leave the server. */
export function maskMobile(mobileNum: string): string {
  if (mobileNum.length <= 4) return mobileNum;
  return '*'.repeat(mobileNum.length - 4) + mobileNum.slice(-4);
}

function toMemberInfo(row: MemberRow, merchant: MerchantSnapshot): MemberInfo {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    regDate: row.regDate.getTime(),
    toUpline: row.toUpline,
    firstTimeLogin: row.firstTimeLogin,
    countryDialingCode: row.countryDialingCode,
    mobileNum: maskMobile(row.mobileNum),
    email: row.email,
    payeeName: row.payeeName,
    icon: row.icon,
    currency: merchant.merchant.currency,
  };
}

/**
 * No contract request is pending, for anyone: salary, dividend and hourly contracts between an
 * agent and the upline do not exist in this product yet (the agent issue builds them, with their
 * tables). Until then this answer is true: there is nothing to answer. A player never has any.
 */
/** The agent contracts' answer for a member (agent/contracts: createContractRequests). */
export type ContractRequestsOf = (memberId: number, type: number) => Promise<ContractRequestInfo>;

/** The signed-in member's own profile (SPEC §3 member info) and its editable fields. */
export function createMemberInfoService({
  members,
  guard,
  notices,
  contractRequests,
}: {
  members: Pick<MembersRepository, 'findById' | 'updateProfile'>;
  guard: Pick<AttemptGuard, 'reserve' | 'clear'>;
  notices: Pick<AccountNotices, 'emailChanged'>;
  contractRequests?: ContractRequestsOf | undefined;
}) {
  /**
   * One field at a time, checked by the merchant's registration rule for it even when the sign-up
   * form leaves it out (an e-mail may be cleared; a name may not).
   */
  async function update(
    merchant: MerchantSnapshot,
    session: SessionMember,
    patch: ProfilePatch,
  ): Promise<MemberInfo> {
    const rules = rulesOf(merchant);
    if (patch.nickname !== undefined) {
      assertRegisterField(rules, 'nickname', patch.nickname, { always: true, required: true });
    }
    if (patch.payeeName !== undefined) {
      assertRegisterField(rules, 'payeeName', patch.payeeName, { always: true, required: true });
    }
    if (patch.email !== undefined) {
      assertRegisterField(rules, 'email', patch.email, { always: true });
    }
    const row = await members.updateProfile(session.memberId, patch);
    // Withdrawals go to accounts in the payee name: once a card was bound, only support may
    // change it (the lock stays when the cards are removed).
    if (row === 'locked') throw new AppError('payee.name.locked', { field: 'payeeName' });
    if (!row) throw new AppError('member.not.found');
    return toMemberInfo(row, merchant);
  }

  return {
    async info(merchant: MerchantSnapshot, session: SessionMember): Promise<MemberInfo> {
      const row = await members.findById(session.memberId);
      if (!row) throw new AppError('member.not.found');
      return toMemberInfo(row, merchant);
    },

    update,

    /** SPEC §2 Home: the contract requests waiting for this agent's answer (none yet, see above). */
    async pendingContracts(session: SessionMember): Promise<ContractRequestInfo> {
      if (!contractRequests) return { ...NO_CONTRACT_REQUESTS };
      return contractRequests(session.memberId, session.type);
    },

    /**
     * The e-mail receives reset links: the current password must come with a change, and each
     * wrong one counts as a failed guess at the account (so a stolen session cannot try them
     * all). The old address is told of the change.
     */
    async changeEmail(
      merchant: MerchantSnapshot,
      session: SessionMember,
      body: { email: string; password: string },
      caller: { ip: string; language: Language },
    ): Promise<MemberInfo> {
      const row = await members.findById(session.memberId);
      if (!row || !(await verifyCountedPassword(guard, row, body.password, caller.ip))) {
        throw new AppError('password.incorrect', { field: 'password' });
      }
      const changed = await update(merchant, session, { email: body.email });
      if (row.email.toLowerCase() !== changed.email.toLowerCase()) {
        notices.emailChanged(row, caller.language, merchant.merchant.name);
      }
      return changed;
    },
  };
}

export type MemberInfoService = ReturnType<typeof createMemberInfoService>;

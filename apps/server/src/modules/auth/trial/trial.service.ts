import { randomInt } from 'node:crypto';
import { MEMBER_TYPE, type LoginResult } from '@app/contracts';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { hashPassword } from '../../../lib/passwords.js';
import { newToken } from '../../../lib/tokens.js';
import type { MerchantSnapshot, MerchantStore } from '../../merchant/merchant.store.js';
import { accountKeyOf, type MemberRow, type MembersRepository } from '../members.repository.js';
import type { ClientInfo, SignIn } from '../sign-in.js';

/** "trial" + 6 base-36 characters: about 2·10⁹ names, so a clash is rare and simply retried. */
export function newTrialName(): string {
  return `trial${randomInt(0, 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}
const NAME_TRIES = 5;

/**
 * Free play (SPEC §3, §4): a fresh type-4 account on the merchant's trial site, which the client
 * talks to from then on (Merchant: its trial code). Its password is random and never told, so it
 * only ever signs in through here.
 */
export function createTrialService({
  members,
  merchants,
  signIn,
  creditTrial,
}: {
  members: Pick<MembersRepository, 'insert'>;
  merchants: Pick<MerchantStore, 'get'>;
  signIn: SignIn;
  /** The wallet's play money for a new trial account. */
  creditTrial: (merchantId: number, memberId: number) => Promise<unknown>;
}) {
  /** The trial site of a merchant (a trial site is its own). */
  async function trialSiteOf(merchant: MerchantSnapshot): Promise<MerchantSnapshot> {
    if (merchant.merchant.isTrial) return merchant;
    const code = merchant.merchant.trialMerchantCode;
    const site = code ? await merchants.get(code) : undefined;
    if (!site) throw new AppError('no.permission', 403, { value: { module: 'FREEPLAY3' } });
    return site;
  }

  async function createMember(merchantId: number): Promise<MemberRow> {
    const passwordHash = await hashPassword(newToken());
    for (let attempt = 1; ; attempt++) {
      const account = newTrialName();
      try {
        return await members.insert({
          merchantId,
          account,
          accountKey: accountKeyOf(account),
          passwordHash,
          type: MEMBER_TYPE.TRIAL,
        });
      } catch (error) {
        if (!isUniqueViolation(error, 'members_account_key') || attempt >= NAME_TRIES) throw error;
      }
    }
  }

  return {
    /** GET /wps/member/trialuser: a name for the trial account and the trial site's code. */
    async trialUser(
      merchant: MerchantSnapshot,
    ): Promise<{ trialName: string; merchantCode: string }> {
      const site = await trialSiteOf(merchant);
      return { trialName: newTrialName(), merchantCode: site.merchant.code };
    },

    /** POST /wps/session/login/freeplay: the new trial account, signed in on the trial site. */
    async freePlay(merchant: MerchantSnapshot, client: ClientInfo): Promise<LoginResult> {
      const site = await trialSiteOf(merchant);
      const member = await createMember(site.merchant.id);
      await creditTrial(site.merchant.id, member.id);
      return signIn(member, site.merchant.code, client);
    },
  };
}

export type TrialService = ReturnType<typeof createTrialService>;

import { randomInt } from 'node:crypto';
import { MEMBER_TYPE, type LoginResult } from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { isUniqueViolation } from '@/lib/db-errors.js';
import { hashPassword } from '@/lib/passwords.js';
import { newToken } from '@/lib/tokens.js';
import type { MerchantSnapshot, MerchantStore } from '@/modules/merchant/index.js';
import { accountKeyOf, createMembersRepository, type MemberRow } from '../members.repository.js';
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
  db,
  merchants,
  signIn,
  creditTrial,
}: {
  /** The account and its play money are written in one transaction of this database. */
  db: Db;
  merchants: Pick<MerchantStore, 'get'>;
  signIn: SignIn;
  /** The wallet's play money for a new trial account, written with `tx`. */
  creditTrial: (tx: DbOrTx, merchantId: number, memberId: number) => Promise<unknown>;
}) {
  /** The trial site of a merchant (a trial site is its own). */
  async function trialSiteOf(merchant: MerchantSnapshot): Promise<MerchantSnapshot> {
    if (merchant.merchant.isTrial) return merchant;
    const code = merchant.merchant.trialMerchantCode;
    const site = code ? await merchants.get(code) : undefined;
    if (!site) throw new AppError('no.permission', { value: { module: 'FREEPLAY3' } });
    return site;
  }

  /** Inserts the trial member with `tx`, each try in a savepoint so a name clash can retry. */
  async function createMember(
    tx: DbOrTx,
    merchantId: number,
    passwordHash: string,
  ): Promise<MemberRow> {
    for (let attempt = 1; ; attempt++) {
      const account = newTrialName();
      try {
        return await tx.transaction((savepoint) =>
          createMembersRepository(savepoint).insert({
            merchantId,
            account,
            accountKey: accountKeyOf(account),
            passwordHash,
            type: MEMBER_TYPE.TRIAL,
          }),
        );
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
      const passwordHash = await hashPassword(newToken());
      // One transaction: never a trial account without its play money.
      const member = await db.transaction(async (tx) => {
        const created = await createMember(tx, site.merchant.id, passwordHash);
        await creditTrial(tx, site.merchant.id, created.id);
        return created;
      });
      return signIn(member, site.merchant.code, client);
    },
  };
}

export type TrialService = ReturnType<typeof createTrialService>;

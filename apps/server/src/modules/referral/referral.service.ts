import { randomInt } from 'node:crypto';
import {
  isTrialType,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_MIN_DEPOSIT,
  referralLinkPath,
  type InboxTexts,
  type ReferralFriendPage,
  type ReferralFriendsFilter,
  type ReferralInfo,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { escapeHtml, formatMinor } from '@/lib/money-text.js';
import { grantReward } from '../rewards/index.js';
import { createReferralRepository } from './referral.repository.js';

const BASIS_POINTS = 10_000;
/** Tries at a fresh random code before giving up (31^7 codes: a clash is already rare). */
const CODE_TRIES = 5;

export type ReferralOwner = { memberId: number; merchantId: number };

/** An account as a friend's inviter sees it: ju***45 (short ones: j***). */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** A code as typed (any case, spaces around) as it is stored. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET.charAt(randomInt(REFERRAL_CODE_ALPHABET.length));
  }
  return code;
}

/**
 * Registration's check of a referral code (SPEC §8 referrer_error, field recommenderId): the code
 * of an existing, enabled, real (not free-trial) member of the same merchant, who is not the one
 * registering (same account name or same mobile number). Answers the inviter's id.
 */
export async function findReferrer(
  db: DbOrTx,
  merchantId: number,
  code: string,
  registrant: { accountKey: string; countryDialingCode: string; mobileNum: string },
): Promise<number> {
  const refuse = () => new AppError('referrer.error', { field: 'recommenderId' });
  const referrer = await createReferralRepository(db).referrerByCode(
    merchantId,
    normalizeReferralCode(code),
  );
  if (!referrer || referrer.disabled || isTrialType(referrer.type)) throw refuse();
  const sameMobile =
    registrant.mobileNum !== '' &&
    referrer.mobileNum === registrant.mobileNum &&
    referrer.countryDialingCode === registrant.countryDialingCode;
  if (referrer.accountKey === registrant.accountKey || sameMobile) throw refuse();
  return referrer.id;
}

/** Records who invited the new member, inside the registration's transaction `tx`. */
export async function recordReferral(
  tx: DbOrTx,
  input: { merchantId: number; inviterId: number; inviteeId: number },
  at: Date,
): Promise<void> {
  await createReferralRepository(tx).insertReferral({ ...input, createdAt: at });
}

/** A message for the inviter's inbox: their friend's deposit earned them a reward. */
export type ReferralNotice = {
  merchantId: number;
  account: string;
  sender: string;
  texts: InboxTexts;
};

/**
 * Inside a deposit's approval transaction `tx`, after the deposit is marked approved: when it is
 * the member's first approved deposit, reaches REFERRAL_MIN_DEPOSIT, the member was invited and
 * the merchant's REFERRAL promotion runs at `at`, the inviter is granted the promotion's fixed
 * amount (reward centre, source REFERRAL, key = the friend's id: once per friend, whatever is
 * retried). The invitation's row lock makes two deposits of one friend approved at once take
 * turns, so only the first one counts. Answers the inviter's message, or undefined.
 */
export async function rewardReferralDeposit(
  tx: DbOrTx,
  deposit: { id: number; memberId: number; merchantId: number; amount: number },
  at: Date,
): Promise<ReferralNotice | undefined> {
  const repo = createReferralRepository(tx);
  const invitation = await repo.lockInvitation(deposit.memberId);
  if (!invitation || invitation.merchantId !== deposit.merchantId) return undefined;
  // Only the friend's first approved deposit counts, whatever it pays: it is marked first.
  if (invitation.firstDepositAt !== null) return undefined;
  await repo.markFirstDeposit(deposit.memberId, at);
  // A disabled inviter earns nothing new (the friend's deposit still counts as their first).
  if (invitation.inviterDisabled) return undefined;
  if (deposit.amount < REFERRAL_MIN_DEPOSIT) return undefined;
  const promotion = await repo.runningPromotion(deposit.merchantId, at);
  if (!promotion || promotion.fixedAmount <= 0) return undefined;
  const friend = maskAccount((await repo.accountOf(deposit.memberId)) ?? '');
  const granted = await grantReward(
    tx,
    {
      memberId: invitation.inviterId,
      merchantId: deposit.merchantId,
      source: 'REFERRAL',
      key: String(deposit.memberId),
      detail: { friend },
      amount: promotion.fixedAmount,
      turnoverBp: promotion.turnoverMultiplier * BASIS_POINTS,
    },
    at,
  );
  if (!granted) return undefined;
  const amount = formatMinor(await repo.currencySymbol(deposit.merchantId), promotion.fixedAmount);
  const who = escapeHtml(friend);
  return {
    merchantId: deposit.merchantId,
    account: invitation.inviterAccount,
    sender: 'Rewards',
    texts: {
      EN: {
        title: 'Your friend deposited: a reward is yours',
        content: `<p>Your friend ${who} made their first deposit. ${amount} is waiting for you in the Reward Centre: claim it within 30 days and bet it ${promotion.turnoverMultiplier}× before withdrawing.</p><p>Keep inviting: every friend counts.</p>`,
      },
      TY: {
        title: 'Nag-deposit ang kaibigan mo: may reward ka!',
        content: `<p>Nakapag-first deposit na ang kaibigan mong si ${who}. Naghihintay sa iyo ang ${amount} sa Reward Center: i-claim ito sa loob ng 30 araw at itaya nang ${promotion.turnoverMultiplier}× bago mag-withdraw.</p><p>Mag-imbita pa: bawat kaibigan, may reward.</p>`,
      },
    },
  };
}

export type ReferralDeps = { db: Db; now?: () => Date };

/** The invite-friends screen's answers: the caller's own code, counts and friends only. */
export function createReferralService({ db, now = () => new Date() }: ReferralDeps) {
  const repo = createReferralRepository(db);

  /** The member's code, made on first use (a clash with another member's draws again). */
  async function codeOf({ memberId, merchantId }: ReferralOwner): Promise<string> {
    for (let i = 0; i < CODE_TRIES; i += 1) {
      const existing = await repo.codeOf(memberId);
      if (existing) return existing;
      await repo.insertCode(memberId, merchantId, newCode());
    }
    const made = await repo.codeOf(memberId);
    if (!made) throw new Error(`referral code of member ${memberId}: no free code found`);
    return made;
  }

  return {
    async info(owner: ReferralOwner): Promise<ReferralInfo> {
      const [code, promotion, stats] = await Promise.all([
        codeOf(owner),
        repo.runningPromotion(owner.merchantId, now()),
        repo.stats(owner.memberId),
      ]);
      return {
        code,
        linkPath: referralLinkPath(code),
        running: promotion !== undefined && promotion.fixedAmount > 0,
        rewardAmount: promotion?.fixedAmount ?? 0,
        minDeposit: REFERRAL_MIN_DEPOSIT,
        turnoverMultiplier: promotion?.turnoverMultiplier ?? 0,
        stats,
      };
    },

    async friends(
      { memberId }: ReferralOwner,
      { pageNo, pageSize }: ReferralFriendsFilter,
    ): Promise<ReferralFriendPage> {
      const [rows, stats] = await Promise.all([
        repo.friends(memberId, (pageNo - 1) * pageSize, pageSize),
        repo.stats(memberId),
      ]);
      return {
        list: rows.map((row) => ({
          account: maskAccount(row.account),
          joinedAt: row.joinedAt.getTime(),
          hasDeposited: row.hasDeposited,
          rewardAmount: row.rewardAmount,
        })),
        pageNum: pageNo,
        totalPages: Math.ceil(stats.invited / pageSize),
        total: stats.invited,
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;

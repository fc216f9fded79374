import { z } from 'zod';
import { moneyRecordPage } from './money-records.js';
import { pageQueryFields } from './pages.js';
import { Instant, Minor } from './units.js';

/**
 * Invite friends (SPEC §2 /m/inviteFriends, member centre "Invite friends"): every real member
 * has a referral code; a friend who registers through the member's link
 * (`/m/register?recommenderId=<code>`) becomes their invitee, and when the friend's first
 * approved deposit reaches REFERRAL_MIN_DEPOSIT while the merchant's REFERRAL promotion runs, the
 * member is granted the promotion's fixed amount in the reward centre (source REFERRAL, once per
 * friend), to claim there with the promotion's turnover.
 *
 * Module REWCEN3: what the referral earns is claimed in the reward centre, so the invite screens
 * live and go with it. (AFFMAN3 is the agents' own affiliate links, SPEC §7 /wps/agent/affiliate.)
 */
export const REFERRAL_PATHS = {
  /** GET: the caller's code, link, the promotion's rule and their counts (ReferralInfo). */
  info: '/wps/member/referral',
  /** GET ?pageNo=&pageSize=: the caller's invitees, newest first (ReferralFriendPage). */
  friends: '/wps/member/referral/friends',
} as const;

export const REFERRAL_MODULE = 'REWCEN3';

/** The friend's first approved deposit must be at least this (minor units: ₱100). */
export const REFERRAL_MIN_DEPOSIT = 10_000;

/**
 * Codes: REFERRAL_CODE_LENGTH characters of an alphabet without look-alikes (no 0/O, 1/I/L), so a
 * code read aloud or typed from a screenshot comes out right. Matches the recommenderId field rule
 * (letters and digits); typed in any case.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 7;

export const ReferralStats = z.object({
  /** Friends who registered with the member's code. */
  invited: z.number().int(),
  /** Of them, those with an approved deposit. */
  deposited: z.number().int(),
  /** Rewards granted for friends, their count and sum (minor units). */
  rewarded: z.number().int(),
  rewardedAmount: Minor,
});
export type ReferralStats = z.infer<typeof ReferralStats>;

export const ReferralInfo = z.object({
  code: z.string(),
  /** referralLinkPath(code): the web puts its origin before it. */
  linkPath: z.string(),
  /** The merchant's REFERRAL promotion is enabled, started and not ended. */
  running: z.boolean(),
  /** What a qualifying friend earns the member (minor units; 0 when no promotion). */
  rewardAmount: Minor,
  /** The friend's first deposit must reach this (minor units). */
  minDeposit: Minor,
  /** Times the reward is to be bet before withdrawing, once claimed. */
  turnoverMultiplier: z.number().int(),
  stats: ReferralStats,
});
export type ReferralInfo = z.infer<typeof ReferralInfo>;

export const REFERRAL_FRIENDS_PAGE_SIZE = 20;

export const ReferralFriendsQuery = z.object({
  ...pageQueryFields(REFERRAL_FRIENDS_PAGE_SIZE, 50),
});
export type ReferralFriendsQuery = z.input<typeof ReferralFriendsQuery>;
export type ReferralFriendsFilter = z.output<typeof ReferralFriendsQuery>;

export const ReferralFriend = z.object({
  /** The friend's account, masked (ju***45). */
  account: z.string(),
  /** When the friend registered (epoch ms). */
  joinedAt: Instant,
  /** The friend has an approved deposit. */
  hasDeposited: z.boolean(),
  /** The reward granted for this friend (minor units), or null. */
  rewardAmount: Minor.nullable(),
});
export type ReferralFriend = z.infer<typeof ReferralFriend>;

export const ReferralFriendPage = moneyRecordPage(ReferralFriend);
export type ReferralFriendPage = z.infer<typeof ReferralFriendPage>;

import { z } from 'zod';
import { MoneyRequestId, moneyRecordPage } from './money-records.js';
import { pageQueryFields, SETTLED_FIELDS } from './pages.js';
import { Instant, Minor } from './units.js';

/**
 * The reward centre (SPEC §2 /m/rewardCenter, flag and module REWCEN3): rewards the site grants a
 * member (a VIP level reached, a friend who joined and deposited, a leaderboard place) wait here
 * until the member claims them. A claim pays the reward once into the wallet (one ledger
 * transaction, kind `reward`, from house_rewards) and adds its turnover requirement. An unclaimed
 * reward expires REWARD_CLAIM_DAYS after it was granted; an expired one can no longer be claimed.
 */

export const REWARD_PATHS = {
  /** GET: the member's rewards by tab, with the summary (RewardListQuery → RewardPage). */
  list: '/wps/member/rewards',
  /** POST { id }: claim one reward (RewardClaimResult). */
  claim: '/wps/member/rewards/claim',
} as const;

export const REWARD_CENTRE_MODULE = 'REWCEN3';

/** Where a reward comes from; each source grants at most one reward per source key. */
export const REWARD_SOURCES = ['VIP_LEVEL_UP', 'REFERRAL', 'LEADERBOARD'] as const;
export const RewardSource = z.enum(REWARD_SOURCES);
export type RewardSource = z.infer<typeof RewardSource>;

/** What the member sees: claimable, claimed, or past its claim time. */
export const REWARD_STATUSES = ['available', 'claimed', 'expired'] as const;
export const RewardStatus = z.enum(REWARD_STATUSES);
export type RewardStatus = z.infer<typeof RewardStatus>;

/** Days a granted reward may be claimed. */
export const REWARD_CLAIM_DAYS = 30;

/**
 * The values a reward's text is written with, by source: VIP_LEVEL_UP { level }, REFERRAL
 * { friend } (a masked account), LEADERBOARD { rank, week } (week as 2026-W48).
 */
export const RewardDetail = z.record(z.string(), z.union([z.string(), z.number()]));
export type RewardDetail = z.infer<typeof RewardDetail>;

export const Reward = z.object({
  id: z.number().int(),
  source: RewardSource,
  detail: RewardDetail,
  /** Minor units. */
  amount: Minor,
  /** What claiming adds to the turnover requirement, in basis points of the amount (10,000 is 1×). */
  turnoverBp: z.number().int(),
  status: RewardStatus,
  createdAt: Instant,
  expiresAt: Instant,
  claimedAt: Instant.nullable(),
});
export type Reward = z.infer<typeof Reward>;

/** The tab: rewards to claim (soonest expiry first), or the claimed and expired ones (newest first). */
export const REWARD_TABS = ['available', 'history'] as const;
export const RewardTab = z.enum(REWARD_TABS);
export type RewardTab = z.infer<typeof RewardTab>;

export const REWARD_PAGE_SIZE = 20;

export const RewardListQuery = z.object({
  tab: RewardTab.default('available'),
  ...pageQueryFields(REWARD_PAGE_SIZE, 50),
});
export type RewardListQuery = z.input<typeof RewardListQuery>;
export type RewardListFilter = z.output<typeof RewardListQuery>;

export const RewardSummary = z.object({
  /** Rewards that may be claimed now, and their sum. */
  availableCount: z.number().int(),
  availableAmount: Minor,
  /** Everything the member has claimed. */
  claimedAmount: Minor,
});
export type RewardSummary = z.infer<typeof RewardSummary>;

export const RewardPage = moneyRecordPage(Reward).extend({ summary: RewardSummary });
export type RewardPage = z.infer<typeof RewardPage>;

/** POST /wps/member/rewards/claim. The reward's id makes a retry one payment: no key needed. */
export const RewardClaimInput = z.object({ id: MoneyRequestId });
export type RewardClaimInput = z.infer<typeof RewardClaimInput>;

/** The claimed reward and the cash balance after it; replayed when it had been claimed already. */
export const RewardClaimResult = z.object({ reward: Reward, ...SETTLED_FIELDS });
export type RewardClaimResult = z.infer<typeof RewardClaimResult>;

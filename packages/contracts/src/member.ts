import { z } from 'zod';
import { text } from './text.js';
import { PASSWORD_MAX_LENGTH } from './auth.js';

/**
 * Member types (SPEC §4). 0, 4 and 40 are not agents; 4 is the free-trial account. Agents are all
 * other types; our demo uses 1 for an agent-only account (no play wallet: refused by the member
 * login) and 2 for an agent who also plays.
 */
export const MEMBER_TYPE = {
  PLAYER: 0,
  AGENT: 1,
  AGENT_PLAYER: 2,
  TRIAL: 4,
  TEST_PLAYER: 40,
} as const;
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** Types that load no dividend info or contract prompts (SPEC §9 "Exempt member types"). */
export const EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];
/** Types the member login refuses ('Non-member account unable to login'). */
export const NON_MEMBER_TYPES: readonly number[] = [MEMBER_TYPE.AGENT];

export const isAgentType = (type: number) => !NON_AGENT_TYPES.includes(type);
export const isTrialType = (type: number) => type === MEMBER_TYPE.TRIAL;

export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** Registration time, ms since the epoch; joined days are whole days since. */
  regDate: z.number().int(),
  toUpline: z.boolean(),
  firstTimeLogin: z.boolean(),
  countryDialingCode: z.string(),
  /** Masked except the last 4 digits, e.g. "*******1234"; empty when none. */
  mobileNum: z.string(),
  email: z.string(),
  payeeName: z.string(),
  icon: z.string(),
  currency: z.string(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const NicknameBody = z.object({ nickname: text().trim().min(1).max(20) });
/**
 * The e-mail receives password-reset links, so changing it asks for the current password: a
 * stolen session alone must not be enough to take the account over.
 */
export const EmailBody = z.object({
  email: text().trim().max(100),
  password: text().min(1).max(PASSWORD_MAX_LENGTH),
});
export const PayeeNameBody = z.object({ payeeName: text().trim().min(1).max(50) });
/** Icons are the site's own avatar set, by id. */
export const MEMBER_ICONS = [
  'avatar-1',
  'avatar-2',
  'avatar-3',
  'avatar-4',
  'avatar-5',
  'avatar-6',
];
export const IconBody = z.object({ icon: z.enum(MEMBER_ICONS as [string, ...string[]]) });

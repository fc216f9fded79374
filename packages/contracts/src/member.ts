import { z } from 'zod';
import { text } from './text.js';
import { PASSWORD_MAX_LENGTH } from './auth.js';
import { Instant } from './units.js';

export {
  EXEMPT_TYPES,
  isAgentType,
  isTrialType,
  MEMBER_TYPE,
  NON_AGENT_TYPES,
  NON_MEMBER_TYPES,
} from './member-types.js';

export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** Registration time, ms since the epoch; joined days are whole days since. */
  regDate: Instant,
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

/**
 * GET /wps/member/info/funds/consolidated (SPEC §3 "Contract request info", §7 "Pending
 * contracts"): the contract requests an agent's upline sent and the agent has not answered yet.
 * Empty strings and false mean nothing is pending.
 */
export const ContractRequestInfo = z.object({
  /** The kind of daily-salary contract request waiting (e.g. a new or changed contract); '' none. */
  dailysalreqtype: z.string(),
  /** The dividend contract (type and computing period) request waiting; '' none. */
  divtypecompperiodreq: z.string(),
  /** Whether an hourly-salary contract request is waiting. */
  contracthoursalreq: z.boolean(),
  /**
   * The status of the caller's own contract of each kind (AGENTS.md: A active, P pending, E being
   * edited; a P/E row wins over an A row), '' none.
   */
  dailysalinfotype: z.string(),
  divtypecompperiodinfo: z.string(),
  contracthoursalinfo: z.string(),
});
export type ContractRequestInfo = z.infer<typeof ContractRequestInfo>;
/** Nothing pending and no contract: what players, exempt types and agents without any get. */
export const NO_CONTRACT_REQUESTS: ContractRequestInfo = {
  dailysalreqtype: '',
  divtypecompperiodreq: '',
  contracthoursalreq: false,
  dailysalinfotype: '',
  divtypecompperiodinfo: '',
  contracthoursalinfo: '',
};

export const NicknameBody = z.object({ nickname: text().trim().min(1).max(20) });
/**
 * The e-mail receives password-reset links, so changing it asks for the current password: a
 * stolen session alone must not be enough to take the account over.
 */
export const EmailBody = z.object({
  email: text().trim().max(100),
  password: text().min(1).max(PASSWORD_MAX_LENGTH),
});
/**
 * The longest payee name (the name withdrawals are paid to): the same for the payee name edit,
 * registration and the first bank card's account name, which sets it.
 */
export const PAYEE_NAME_MAX_LENGTH = 50;
export const PayeeNameBody = z.object({
  payeeName: text().trim().min(1).max(PAYEE_NAME_MAX_LENGTH),
});
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

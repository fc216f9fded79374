import { z } from 'zod';
import { GrantedRates } from './agent-rebates.js';
import { PASSWORD_MAX_LENGTH } from './auth.js';
import { MEMBER_TYPE } from './member-types.js';
import { text } from './text.js';
import { Instant } from './units.js';

/**
 * Growing the team (issue 26, SPEC §2 /m/agentRegister, §7 "/wps/check/username", AGENTS.md
 * "Open account"): an agent opens an account under itself, a player or an agent, with a username
 * checked live as it is typed.
 */
export const AGENT_ACCOUNT_PATHS = {
  /** GET ?username=: whether the name is free on this merchant and fits the username rule. */
  checkUsername: '/wps/check/username',
  /** POST, sealed (OpenAccountBody): a new member under the caller (OpenedAccount). */
  openAccount: '/wps/agent/downline',
} as const;

/** The open-account screen's white-label node (AGENTS.md agent menu: REGCEN). */
export const OPEN_ACCOUNT_MODULE = 'REGCEN';

/**
 * The types an agent may give a new downline (Design, AGENTS.md "a downline never exceeds its
 * upline"): a player (0) or an agent who also plays (2), whatever the caller's own agent type. An
 * agent-only account (1) is the operator's to make (a master agent that plays through its team),
 * so no agent hands it down. The operator's test agents (41, 42) open test accounts: a test player
 * (40) or a test playing agent (42), so a test tree never holds real accounts.
 */
export function grantableTypes(callerType: number): readonly number[] {
  if (callerType === 41 || callerType === 42) return [MEMBER_TYPE.TEST_PLAYER, 42];
  return [MEMBER_TYPE.PLAYER, MEMBER_TYPE.AGENT_PLAYER];
}

/** Whether a granted type is an agent's (the web's label: "Agent" or "Player"). */
export const isGrantedAgent = (type: number) => type === MEMBER_TYPE.AGENT_PLAYER || type === 42;

export const CheckUsernameQuery = z.object({ username: text().trim().min(1).max(32) });
export type CheckUsernameQuery = z.input<typeof CheckUsernameQuery>;

/**
 * `available`: free and valid. Else `reason`: 'format' (breaks the merchant's username rule) or
 * 'taken' (a member of this merchant has it, compared without case).
 */
export const UsernameCheck = z.object({
  username: z.string(),
  available: z.boolean(),
  reason: z.enum(['format', 'taken']).nullable(),
});
export type UsernameCheck = z.infer<typeof UsernameCheck>;

export const OpenAccountBody = z.object({
  username: text().trim().max(32),
  password: text().max(PASSWORD_MAX_LENGTH),
  confirmPassword: text().max(PASSWORD_MAX_LENGTH),
  nickname: text().trim().max(40).default(''),
  type: z.number().int(),
  /** Rebate rates it starts with (agent-rebates.ts); a product left out: the minimum. */
  rates: GrantedRates,
});
export type OpenAccountBody = z.input<typeof OpenAccountBody>;

/** The account just opened: it may log in at once with the password given. */
export const OpenedAccount = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  regDate: Instant,
});
export type OpenedAccount = z.infer<typeof OpenedAccount>;

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

/** A free-trial account's play money (minor units), given once when it starts: ₱2,000. */
export const TRIAL_PLAY_MONEY = 200_000;

import { MEMBER_TYPE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../testing/render-app';
import { isAgent } from './session';

describe('session member types (SPEC §4, from the contracts)', () => {
  it('counts players, trial and test players as non-agents, every other type as an agent', () => {
    expect(isAgent(undefined)).toBe(false);
    for (const type of [MEMBER_TYPE.PLAYER, MEMBER_TYPE.TRIAL, MEMBER_TYPE.TEST_PLAYER]) {
      expect(isAgent(memberSession({ type }))).toBe(false);
    }
    for (const type of [MEMBER_TYPE.AGENT, MEMBER_TYPE.AGENT_PLAYER, 41]) {
      expect(isAgent(memberSession({ type }))).toBe(true);
    }
  });
});

import { TRIAL_PLAY_MONEY } from '@app/contracts/zod-free';
import { describe, expect, it } from 'vitest';
import { TRIAL_PLAY_MONEY_MINOR } from './opening-balances.js';

describe('a free trial’s play money', () => {
  it('is what /m/trail tells the player (contracts) and what the trial account is given', () => {
    expect(Number(TRIAL_PLAY_MONEY_MINOR)).toBe(TRIAL_PLAY_MONEY);
  });
});

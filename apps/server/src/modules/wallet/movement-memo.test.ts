import { describe, expect, it } from 'vitest';
import { memoFor } from './movement-memo.js';

describe('the account record says each ledger memo in the member’s language', () => {
  it.each([
    ['dice bet', 'Dice bet', 'Taya sa Dice'],
    ['slot win', 'Slot win', 'Panalo sa Slot'],
    [
      'lottery SPD1 20261124-0042',
      'Lottery bet SPD1, draw 20261124-0042',
      'Taya sa lottery SPD1, draw 20261124-0042',
    ],
    ['lottery win', 'Lottery win', 'Panalo sa Lottery'],
    [
      'lottery draw void: stakes refunded',
      'Draw void: stakes refunded',
      'Walang bisa ang draw: ibinalik ang taya',
    ],
    ['lottery bets cancelled', 'Lottery bets cancelled', 'Kinansela ang mga taya sa lottery'],
    ['deposit PP7K2M9Q4X', 'Deposit PP7K2M9Q4X', 'Deposito PP7K2M9Q4X'],
    ['withdrawal PW3M8X', 'Withdrawal PW3M8X', 'Pag-withdraw PW3M8X'],
    [
      'withdrawal PW3M8X rejected',
      'Withdrawal PW3M8X returned (rejected)',
      'Ibinalik ang withdrawal PW3M8X (tinanggihan)',
    ],
    [
      'withdrawal PW3M8X cancelled',
      'Withdrawal PW3M8X returned (cancelled)',
      'Ibinalik ang withdrawal PW3M8X (kinansela)',
    ],
    ['rebate RB7K2M9Q4XPA', 'Rebate RB7K2M9Q4XPA', 'Rebate RB7K2M9Q4XPA'],
    ['promotion WELCOME100', 'Promotion bonus WELCOME100', 'Bonus ng promo WELCOME100'],
    ['reward vip_level_up 3', 'VIP 3 level-up reward', 'Reward sa pag-akyat sa VIP 3'],
    ['reward referral 1042', 'Invite-a-friend reward', 'Reward sa pag-imbita ng kaibigan'],
    [
      'reward leaderboard 2026-W48',
      'Leaderboard reward, week 2026-W48',
      'Reward sa leaderboard, linggo 2026-W48',
    ],
    [
      'upline transfer from pl***er',
      'Transfer to upline from pl***er',
      'Transfer sa upline mula kay pl***er',
    ],
    ['trial play money', 'Trial play money', 'Play money ng trial'],
    ['opening balance', 'Opening balance', 'Panimulang balanse'],
  ])('%s → EN “%s”, TY “%s”', (memo, en, ty) => {
    expect(memoFor(memo, 'EN')).toBe(en);
    expect(memoFor(memo, 'TY')).toBe(ty);
  });

  it('shows a memo it has no wording for as written', () => {
    expect(memoFor('operator adjustment #12', 'TY')).toBe('operator adjustment #12');
    expect(memoFor('', 'EN')).toBe('');
  });
});

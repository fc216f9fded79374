import { describe, expect, it } from 'vitest';
import { memoFor, type MemoNames } from './movement-memo.js';

/** The demo merchant's names of the codes below, as the record reads them from the database. */
const NAMES: Record<'EN' | 'TY', MemoNames> = {
  EN: {
    lotteryGame: (code) => (code === 'SPD1' ? 'Speed 5D · 1 Minute' : undefined),
    promotion: (code) => (code === 'DAILY_MISSION' ? 'Daily mission' : undefined),
  },
  TY: {
    lotteryGame: (code) => (code === 'SPD1' ? 'Speed 5D · 1 Minuto' : undefined),
    promotion: (code) => (code === 'DAILY_MISSION' ? 'Pang-araw-araw na misyon' : undefined),
  },
};
const say = (memo: string, language: 'EN' | 'TY') =>
  memoFor(memo, language, { names: NAMES[language] });

describe('the account record says each ledger memo in the member’s language', () => {
  it.each([
    ['dice bet', 'Dice bet', 'Taya sa Dice'],
    ['slot win', 'Slot win', 'Panalo sa Slot'],
    [
      'lottery SPD1 20261124-0042',
      'Lottery bet Speed 5D · 1 Minute, draw 20261124-0042',
      'Taya sa lottery Speed 5D · 1 Minuto, draw 20261124-0042',
    ],
    ['lottery win', 'Lottery win', 'Panalo sa Lottery'],
    [
      'lottery draw void: stakes refunded',
      'Draw void: stakes refunded',
      'Walang bisa ang draw: ibinalik ang taya',
    ],
    ['lottery bets cancelled', 'Lottery bets cancelled', 'Kinansela ang mga taya sa lottery'],
    ['deposit PP7K2M9Q4X', 'Deposit PP7K2M9Q4X', 'Deposit PP7K2M9Q4X'],
    ['withdrawal PW3M8X', 'Withdrawal PW3M8X', 'Withdrawal PW3M8X'],
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
    [
      'promotion DAILY_MISSION',
      'Promotion bonus: Daily mission',
      'Bonus ng promo: Pang-araw-araw na misyon',
    ],
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
    ['daily_salary 2026-11-27', 'Daily salary, 2026-11-27', 'Arawang sahod, 2026-11-27'],
    [
      'hourly_salary 2026-11-27T13:30/30',
      'Hourly salary, 2026-11-27T13:30/30',
      'Sahod kada oras, 2026-11-27T13:30/30',
    ],
    ['dividend 2026-11-H2', 'Dividend, 2026-11-H2', 'Dibidendo, 2026-11-H2'],
  ])('%s → EN “%s”, TY “%s”', (memo, en, ty) => {
    expect(say(memo, 'EN')).toBe(en);
    expect(say(memo, 'TY')).toBe(ty);
  });

  it('says what kind of movement a memo it has no wording for is, never the memo as written', () => {
    expect(memoFor('operator adjustment #12', 'TY', { type: 'bonus' })).toBe('Bonus');
    expect(memoFor('house_test', 'EN', { type: 'deposit' })).toBe('Deposit');
    expect(memoFor('', 'TY', { type: 'refund' })).toBe('Ibinalik na taya');
  });

  // Every memo a module writes (grep "memo:" in src/modules), with codes no name is known for.
  const WRITTEN = [
    'dice bet',
    'slot win',
    'lottery SPD1 20261124-0042',
    'lottery win',
    'lottery draw void: stakes refunded',
    'lottery bets cancelled',
    'deposit PP7K2M9Q4X',
    'withdrawal PW3M8X',
    'withdrawal PW3M8X rejected',
    'rebate RB7K2M9Q4XPA',
    'promotion DAILY_MISSION',
    'promotion FIRST_DEPOSIT_100',
    'reward vip_level_up 3',
    'reward mystery_box 77',
    'bonus released: promotion DAILY_MISSION',
    'bonus forfeited',
    'upline transfer from pl***er',
    'trial play money',
    'opening balance',
    'daily_salary 2026-11-27',
    'dividend 2026-11',
    'house_test',
  ];
  const RAW_CODES = ['SPD1', 'DAILY_MISSION', 'FIRST_DEPOSIT_100', 'mystery_box', 'house_test'];

  it.each(WRITTEN)('never shows a raw code in “%s”, in either language', (memo) => {
    for (const language of ['EN', 'TY'] as const) {
      const shown = memoFor(memo, language, { type: 'bonus' });
      for (const code of RAW_CODES) expect(shown).not.toContain(code);
      // No SHOUTING_SNAKE or snake_case identifiers either.
      expect(shown).not.toMatch(/\b[A-Za-z]+_[A-Za-z0-9_]+\b/);
      expect(shown).not.toBe('');
    }
  });
});

import type { Language, TransactionType } from '@app/contracts';

/**
 * The ledger keeps one memo per movement, in English, for the operator and the audit ("dice bet",
 * "deposit PP7K…", "withdrawal PW3M… rejected"). The member's account record says it in their own
 * language: each memo a module writes has a pattern here. References a member can quote to
 * support (deposit and withdrawal references, draw numbers, accounts) are carried over; internal
 * codes (a lottery game's SPD1, a promotion's DAILY_MISSION) never are: they become the game's or
 * the promotion's name in the member's language, or are left out. A memo with no pattern says what
 * kind of movement it is.
 */
type Say = (names: MemoNames, ...parts: string[]) => string;
type Wording = { pattern: RegExp; say: Record<Language, Say> };

/** Names of the codes memos carry, in the member's language; undefined when unknown. */
export type MemoNames = {
  lotteryGame: (code: string) => string | undefined;
  promotion: (code: string) => string | undefined;
};
const NO_NAMES: MemoNames = { lotteryGame: () => undefined, promotion: () => undefined };

/** What a movement with no worded memo is, by its record type. */
const TYPE_WORDS: Record<Language, Record<TransactionType, string>> = {
  EN: {
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    withdraw_return: 'Withdrawal returned',
    bet: 'Bet',
    win: 'Win',
    refund: 'Bet refunded',
    bonus: 'Bonus',
    transfer: 'Transfer',
    opening: 'Opening balance',
    adjustment: 'Balance adjustment',
    agent_transfer: 'Agent transfer',
    red_envelope: 'Red envelope',
    agent_rebate: 'Agent rebate',
    agent_salary: 'Agent salary',
    agent_dividend: 'Agent dividend',
  },
  TY: {
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    withdraw_return: 'Ibinalik na withdrawal',
    bet: 'Taya',
    win: 'Panalo',
    refund: 'Ibinalik na taya',
    bonus: 'Bonus',
    transfer: 'Transfer',
    opening: 'Panimulang balanse',
    adjustment: 'Pagsasaayos ng balanse',
    agent_transfer: 'Transfer ng agent',
    red_envelope: 'Red envelope',
    agent_rebate: 'Rebate ng agent',
    agent_salary: 'Sahod ng agent',
    agent_dividend: 'Dibidendo ng agent',
  },
};

const PAYOUT_WORDS: Record<Language, Record<string, string>> = {
  EN: { daily_salary: 'Daily salary', hourly_salary: 'Hourly salary', dividend: 'Dividend' },
  TY: { daily_salary: 'Arawang sahod', hourly_salary: 'Sahod kada oras', dividend: 'Dibidendo' },
};
const GAME_NAMES: Record<string, string> = { dice: 'Dice', slot: 'Slot', lottery: 'Lottery' };
const gameName = (game: string) => GAME_NAMES[game] ?? game;

const WITHDRAWAL_OUTCOMES: Record<Language, Record<string, string>> = {
  EN: { rejected: 'rejected', cancelled: 'cancelled' },
  TY: { rejected: 'tinanggihan', cancelled: 'kinansela' },
};

const REWARD_SOURCES: Record<Language, Record<string, (key: string) => string>> = {
  EN: {
    vip_level_up: (level) => `VIP ${level} level-up reward`,
    referral: () => 'Invite-a-friend reward',
    leaderboard: (week) => `Leaderboard reward, week ${week}`,
  },
  TY: {
    vip_level_up: (level) => `Reward sa pag-akyat sa VIP ${level}`,
    referral: () => 'Reward sa pag-imbita ng kaibigan',
    leaderboard: (week) => `Reward sa leaderboard, linggo ${week}`,
  },
};

const WORDINGS: Wording[] = [
  {
    pattern: /^(\w+) bet$/,
    say: {
      EN: (_names, game) => `${gameName(game)} bet`,
      TY: (_names, game) => `Taya sa ${gameName(game)}`,
    },
  },
  {
    pattern: /^(\w+) win$/,
    say: {
      EN: (_names, game) => `${gameName(game)} win`,
      TY: (_names, game) => `Panalo sa ${gameName(game)}`,
    },
  },
  {
    pattern: /^lottery draw void: stakes refunded$/,
    say: {
      EN: () => 'Draw void: stakes refunded',
      TY: () => 'Walang bisa ang draw: ibinalik ang taya',
    },
  },
  {
    pattern: /^lottery bets cancelled$/,
    say: { EN: () => 'Lottery bets cancelled', TY: () => 'Kinansela ang mga taya sa lottery' },
  },
  {
    pattern: /^lottery (\S+) (\S+)$/,
    say: {
      EN: (names, game, draw) => `Lottery bet${withName(names.lotteryGame(game))}, draw ${draw}`,
      TY: (names, game, draw) =>
        `Taya sa lottery${withName(names.lotteryGame(game))}, draw ${draw}`,
    },
  },
  {
    pattern: /^deposit (\S+)$/,
    say: { EN: (_names, ref) => `Deposit ${ref}`, TY: (_names, ref) => `Deposit ${ref}` },
  },
  {
    pattern: /^withdrawal (\S+) (rejected|cancelled)$/,
    say: {
      EN: (_names, ref, outcome) =>
        `Withdrawal ${ref} returned (${WITHDRAWAL_OUTCOMES.EN[outcome] ?? outcome})`,
      TY: (_names, ref, outcome) =>
        `Ibinalik ang withdrawal ${ref} (${WITHDRAWAL_OUTCOMES.TY[outcome] ?? outcome})`,
    },
  },
  {
    pattern: /^withdrawal (\S+)$/,
    say: { EN: (_names, ref) => `Withdrawal ${ref}`, TY: (_names, ref) => `Withdrawal ${ref}` },
  },
  {
    pattern: /^rebate (\S+)$/,
    say: { EN: (_names, ref) => `Rebate ${ref}`, TY: (_names, ref) => `Rebate ${ref}` },
  },
  {
    pattern: /^promotion (\S+)$/,
    say: {
      EN: (names, code) => `Promotion bonus${withName(names.promotion(code), ': ')}`,
      TY: (names, code) => `Bonus ng promo${withName(names.promotion(code), ': ')}`,
    },
  },
  {
    pattern: /^reward (\w+) (\S+)$/,
    say: {
      EN: (_names, source, key) => REWARD_SOURCES.EN[source]?.(key) ?? 'Reward',
      TY: (_names, source, key) => REWARD_SOURCES.TY[source]?.(key) ?? 'Reward',
    },
  },
  {
    pattern: /^upline transfer from (\S*)$/,
    say: {
      EN: (_names, account) => `Transfer to upline from ${account}`,
      TY: (_names, account) => `Transfer sa upline mula kay ${account}`,
    },
  },
  {
    pattern: /^downline transfer from (\S*) to (\S*)$/,
    say: {
      EN: (_names, from, to) => `Agent transfer from ${from} to ${to}`,
      TY: (_names, from, to) => `Transfer ng agent mula kay ${from} para kay ${to}`,
    },
  },
  {
    pattern: /^red envelope from (\S*) to (\d+) members$/,
    say: {
      EN: (_names, from, count) => `Red envelope from ${from} (${count} members)`,
      TY: (_names, from, count) => `Red envelope mula kay ${from} (${count} miyembro)`,
    },
  },
  {
    // The grant's own memo, worded in turn: "Bonus released: Rebate RB…".
    pattern: /^bonus released: (.*)$/,
    say: {
      EN: (names, memo) => `Bonus released: ${memoFor(memo, 'EN', { names, type: 'bonus' })}`,
      TY: (names, memo) => `Na-release ang bonus: ${memoFor(memo, 'TY', { names, type: 'bonus' })}`,
    },
  },
  {
    pattern: /^bonus forfeited$/,
    say: { EN: () => 'Bonus forfeited', TY: () => 'Na-forfeit ang bonus' },
  },
  {
    pattern: /^trial play money$/,
    say: { EN: () => 'Trial play money', TY: () => 'Play money ng trial' },
  },
  {
    // A contract's payment (agent/payouts/pay.ts): "<kind> <period key>".
    pattern: /^(daily_salary|hourly_salary|dividend) (\S+)$/,
    say: {
      EN: (_names, kind, period) => `${PAYOUT_WORDS.EN[kind] ?? kind}, ${period}`,
      TY: (_names, kind, period) => `${PAYOUT_WORDS.TY[kind] ?? kind}, ${period}`,
    },
  },
  {
    pattern: /^opening balance$/,
    say: { EN: () => 'Opening balance', TY: () => 'Panimulang balanse' },
  },
];

/** " SPD1 name" when the code has a name; nothing (the code is never shown) when it has none. */
const withName = (name: string | undefined, before = ' ') => (name ? `${before}${name}` : '');

/**
 * The ledger memo as the member's record says it in `language`: worded by its pattern with the
 * names of the codes it carries, else the movement's kind (`type`), never the memo as written.
 */
export function memoFor(
  memo: string,
  language: Language,
  { names = NO_NAMES, type }: { names?: MemoNames; type?: TransactionType } = {},
): string {
  for (const { pattern, say } of WORDINGS) {
    const match = pattern.exec(memo);
    if (match) return say[language](names, ...match.slice(1));
  }
  return type ? TYPE_WORDS[language][type] : TYPE_WORDS[language].bonus;
}

import type { Language } from '@app/contracts';

/**
 * The ledger keeps one memo per movement, in English, for the operator and the audit ("dice bet",
 * "deposit PP7K…", "withdrawal PW3M… rejected"). The member's account record says it in their own
 * language: each memo a module writes has a pattern here, and its references (codes, draw numbers,
 * accounts) are carried over as they are. A memo with no pattern is shown as written.
 */
type Wording = { pattern: RegExp; say: Record<Language, (...parts: string[]) => string> };

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
    say: { EN: (game) => `${gameName(game)} bet`, TY: (game) => `Taya sa ${gameName(game)}` },
  },
  {
    pattern: /^(\w+) win$/,
    say: { EN: (game) => `${gameName(game)} win`, TY: (game) => `Panalo sa ${gameName(game)}` },
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
      EN: (game, draw) => `Lottery bet ${game}, draw ${draw}`,
      TY: (game, draw) => `Taya sa lottery ${game}, draw ${draw}`,
    },
  },
  {
    pattern: /^deposit (\S+)$/,
    say: { EN: (ref) => `Deposit ${ref}`, TY: (ref) => `Deposito ${ref}` },
  },
  {
    pattern: /^withdrawal (\S+) (rejected|cancelled)$/,
    say: {
      EN: (ref, outcome) =>
        `Withdrawal ${ref} returned (${WITHDRAWAL_OUTCOMES.EN[outcome] ?? outcome})`,
      TY: (ref, outcome) =>
        `Ibinalik ang withdrawal ${ref} (${WITHDRAWAL_OUTCOMES.TY[outcome] ?? outcome})`,
    },
  },
  {
    pattern: /^withdrawal (\S+)$/,
    say: { EN: (ref) => `Withdrawal ${ref}`, TY: (ref) => `Pag-withdraw ${ref}` },
  },
  {
    pattern: /^rebate (\S+)$/,
    say: { EN: (ref) => `Rebate ${ref}`, TY: (ref) => `Rebate ${ref}` },
  },
  {
    pattern: /^promotion (\S+)$/,
    say: { EN: (code) => `Promotion bonus ${code}`, TY: (code) => `Bonus ng promo ${code}` },
  },
  {
    pattern: /^reward (\w+) (\S+)$/,
    say: {
      EN: (source, key) => REWARD_SOURCES.EN[source]?.(key) ?? `Reward ${source} ${key}`,
      TY: (source, key) => REWARD_SOURCES.TY[source]?.(key) ?? `Reward ${source} ${key}`,
    },
  },
  {
    pattern: /^upline transfer from (\S*)$/,
    say: {
      EN: (account) => `Transfer to upline from ${account}`,
      TY: (account) => `Transfer sa upline mula kay ${account}`,
    },
  },
  {
    // The grant's own memo, worded in turn: "Bonus released: Rebate RB…".
    pattern: /^bonus released: (.*)$/,
    say: {
      EN: (memo) => `Bonus released: ${memoFor(memo, 'EN')}`,
      TY: (memo) => `Na-release ang bonus: ${memoFor(memo, 'TY')}`,
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
    pattern: /^opening balance$/,
    say: { EN: () => 'Opening balance', TY: () => 'Panimulang balanse' },
  },
];

/** The ledger memo as the member's record says it in `language`. */
export function memoFor(memo: string, language: Language): string {
  for (const { pattern, say } of WORDINGS) {
    const match = pattern.exec(memo);
    if (match) return say[language](...match.slice(1));
  }
  return memo;
}

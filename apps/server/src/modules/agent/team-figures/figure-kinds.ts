import { GAME_CATEGORIES, LEDGER_KIND_CATEGORY } from '@app/contracts';
import { categoryColumn } from '@/db/schema/team-stats.js';

/**
 * What each journal row adds to a member's day (db/schema/team-stats.ts): money to a column,
 * and which counter counts the event. Journal rows of other kinds (openings, transfers,
 * bonus releases) are dropped by the roll-up.
 */
export type FigureOfKind = {
  /** The money column, by `sign` × amount: the member account's posting (a stake is negative). */
  money?: { column: string; sign: 1 | -1 };
  /** The member-day counter the event adds 1 to (a team counts the member once a day). */
  counter?: 'bettors' | 'depositors' | 'logins' | 'registrations';
};

/** Ledger kinds of the site's games: the stake's side (less refunds) or the win's. */
const gameKinds = Object.entries(LEDGER_KIND_CATEGORY).map(
  ([kind, category]): [string, FigureOfKind] => {
    if (kind.endsWith('_stake')) {
      return [
        kind,
        { money: { column: categoryColumn(category, 'bet'), sign: -1 }, counter: 'bettors' },
      ];
    }
    if (kind.endsWith('_refund'))
      return [kind, { money: { column: categoryColumn(category, 'bet'), sign: -1 } }];
    return [kind, { money: { column: categoryColumn(category, 'win'), sign: 1 } }];
  },
);

/** Journal kind of a valid bet of `category` (the triggers write `valid:lottery`, `valid:slots`). */
export const validKind = (category: string) => `valid:${category}`;

export const FIGURE_OF_KIND: Readonly<Record<string, FigureOfKind>> = {
  deposit: { money: { column: 'deposit', sign: 1 }, counter: 'depositors' },
  // The paid withdrawal leaves the member's withdrawal hold: a negative posting.
  withdraw_paid: { money: { column: 'withdraw', sign: -1 } },
  promotion_bonus: { money: { column: 'bonus', sign: 1 } },
  reward: { money: { column: 'bonus', sign: 1 } },
  rebate: { money: { column: 'rebate', sign: 1 } },
  ...Object.fromEntries(gameKinds),
  ...Object.fromEntries(
    GAME_CATEGORIES.map((category) => [
      validKind(category),
      { money: { column: categoryColumn(category, 'valid'), sign: 1 } } satisfies FigureOfKind,
    ]),
  ),
  login: { counter: 'logins' },
  register: { counter: 'registrations' },
};

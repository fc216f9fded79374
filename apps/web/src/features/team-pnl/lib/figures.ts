import { GAME_CATEGORIES, type GameCategory, type PnlTotals } from '@app/contracts';

/** The totals' figures in the order they show, P&L first and apart. */
export const MONEY_FIGURES = [
  'bet',
  'validBet',
  'win',
  'deposit',
  'withdraw',
  'bonus',
  'rebate',
] as const satisfies readonly (keyof PnlTotals)[];
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

/** The categories a row names: those with any play in the period. */
export const playedCategories = (totals: PnlTotals): GameCategory[] =>
  GAME_CATEGORIES.filter((category) => {
    const figures = totals.byCategory[category];
    return figures.bet !== 0 || figures.win !== 0 || figures.pnl !== 0;
  });

/** Whether a day had anything to show. */
export const hasActivity = (totals: PnlTotals): boolean =>
  MONEY_FIGURES.some((key) => totals[key] !== 0) || totals.pnl !== 0;

/** The tone of a signed amount: a gain, a loss, or none at zero. */
export const toneClass = (minor: number): string =>
  minor > 0 ? ' is-gain' : minor < 0 ? ' is-loss' : '';

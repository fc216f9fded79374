import type { GameType } from './game-rules.js';
import type { GameCategory } from './team-kpi.js';
import type { TransactionType } from './transactions.js';

/**
 * Ledger kinds of game providers' money (seamless-wallet.ts): `vendor_<movement>_<category>`, so
 * the account record reads each as a bet, win or refund, and the agents' P&L puts it in its
 * game's category by kind alone, as it does the site's own games.
 */
const MOVEMENT_TYPES = { stake: 'bet', win: 'win', refund: 'refund' } as const;
export type VendorMovement = keyof typeof MOVEMENT_TYPES;

/** The P&L category of a vendor's game, by its lobby (sports lists e-sports and cockfight too). */
export const CATEGORY_OF_GAME_TYPE: Readonly<Record<GameType, GameCategory>> = {
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  LIVE: 'live',
  FISH: 'fish',
  SLOTS: 'slots',
  CARDS: 'cards',
  INHOUSE: 'slots',
  LOTTERY: 'lottery',
};

export const vendorLedgerKind = (movement: VendorMovement, gameType: GameType): string =>
  `vendor_${movement}_${CATEGORY_OF_GAME_TYPE[gameType]}`;

const CATEGORIES = [...new Set(Object.values(CATEGORY_OF_GAME_TYPE))];
const MOVEMENTS = Object.keys(MOVEMENT_TYPES) as VendorMovement[];

/** Every vendor kind with its record type and P&L category. */
export const VENDOR_LEDGER_KINDS: Readonly<
  Record<string, { type: TransactionType; category: GameCategory }>
> = Object.fromEntries(
  MOVEMENTS.flatMap((movement) =>
    CATEGORIES.map((category) => [
      `vendor_${movement}_${category}`,
      { type: MOVEMENT_TYPES[movement], category },
    ]),
  ),
);

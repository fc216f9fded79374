import type { Rng } from '../engine.js';
import type { PaytableVariant } from '../slots/paytable.js';
import { checkBets, spotIn, type SpotBet, type SpotInfo } from '../tables/bets.js';
import { drawCard, pips, type Card } from '../tables/shoe.js';

/**
 * Punto banco, a shared round: the server draws one coup for the table and settles every
 * player's bets against it. Each coup comes from a fresh 8-deck shoe (no card counting across
 * coups), with the standard tableau for the third cards.
 */
export const BACCARAT_DECKS = 8;

export type BaccaratSpot = 'player' | 'banker' | 'tie';
export type BaccaratWinner = BaccaratSpot;
export type BaccaratResult = {
  /** In the order they are shown: the two first cards, then the third if drawn. */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
};

/**
 * The RTPs of this shoe, from exact enumeration of the 8-deck coups (checked in the test):
 * house edges 1.2351 %, 1.0579 % and 14.3596 % as published for 8 decks.
 */
export const BACCARAT_SPOTS: SpotInfo<BaccaratSpot>[] = [
  { spot: 'player', odds: '1:1', rtp: 0.987649, name: { ty: 'Manlalaro', en: 'Player' } },
  { spot: 'banker', odds: '0.95:1', rtp: 0.989421, name: { ty: 'Bangkero', en: 'Banker' } },
  { spot: 'tie', odds: '8:1', rtp: 0.856404, name: { ty: 'Tabla', en: 'Tie' } },
];
const isBaccaratSpot = spotIn(BACCARAT_SPOTS.map((info) => info.spot));

/** A card's baccarat value: tens and faces count 0. */
export const pointOf = (card: Card): number => pips(card) % 10;
const totalOf = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

/** The player draws a third card on 0–5 (after no natural). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's tableau: on 0–5 when the player stood; otherwise by the banker's total and the
 * value of the player's third card.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays a coup from cards in dealing order (player, banker, player, banker, then thirds). */
export function coup(next: () => Card): BaccaratResult {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(totalOf(player))) {
      const card = next();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(next());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const winner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Draws the table's coup. */
export function draw(rng: Rng): BaccaratResult {
  const dealt: Card[] = [];
  return coup(() => {
    const card = drawCard(rng, BACCARAT_DECKS, dealt);
    dealt.push(card);
    return card;
  });
}

/**
 * A table's paytable: its spots (odds, exact RTP, and the rule the odds do not say) and what a
 * winning banker bet wins per 100 staked, on a 6 when that differs. `rtp` is the headline, the
 * table's best bet: the banker's with commission, the player's without.
 */
export type BaccaratVariant = PaytableVariant<SpotInfo<BaccaratSpot>> & {
  banker: { winPer100: number; onSixPer100?: number };
};

/**
 * The no-commission table's RTPs, exact by the same enumeration: the banker pays 1:1 but only 1:2
 * on a winning 6 (probability 0.053864): house edge 1.4581 %; player and tie as with commission.
 */
export const NO_COMMISSION_SPOTS: SpotInfo<BaccaratSpot>[] = [
  BACCARAT_SPOTS[0] as SpotInfo<BaccaratSpot>,
  {
    spot: 'banker',
    odds: '1:1',
    rtp: 0.985419,
    name: { ty: 'Bangkero', en: 'Banker' },
    rule: {
      ty: 'Panalo ang Bangkero sa 6: bayad 1:2 (kalahati)',
      en: 'Banker wins with 6 pay 1:2 (half)',
    },
  },
  BACCARAT_SPOTS[2] as SpotInfo<BaccaratSpot>,
];

export const BACCARAT_VARIANTS: readonly BaccaratVariant[] = [
  {
    id: 'standard',
    names: { ty: 'Karaniwan (5% komisyon)', en: 'Standard (5% commission)' },
    paytable: BACCARAT_SPOTS,
    rtp: 0.989421,
    banker: { winPer100: 95 },
  },
  {
    id: 'no_commission',
    names: { ty: 'Walang komisyon', en: 'No commission' },
    paytable: NO_COMMISSION_SPOTS,
    rtp: 0.987649,
    banker: { winPer100: 100, onSixPer100: 50 },
  },
];

const STANDARD = BACCARAT_VARIANTS[0] as BaccaratVariant;

/**
 * What one bet returns on a table: player 1:1, banker as the table pays it (1:1 less 5 %, or
 * 1:1 but 1:2 on a winning 6; floored to a whole minor unit, the house keeps the fraction:
 * stakes in multiples of 20 pay exactly), tie 8:1; player and banker bets are paid back on a tie.
 */
export function payout(
  variant: BaccaratVariant,
  spot: BaccaratSpot,
  stake: number,
  result: Pick<BaccaratResult, 'winner' | 'bankerTotal'>,
): number {
  const { winner } = result;
  if (winner === 'tie') return spot === 'tie' ? stake * 9 : stake;
  if (spot !== winner) return 0;
  if (spot === 'player') return stake * 2;
  const { winPer100, onSixPer100 = winPer100 } = variant.banker;
  return stake + Math.floor((stake * (result.bankerTotal === 6 ? onSixPer100 : winPer100)) / 100);
}

/** What one bet returns on the standard table (banker 0.95:1): see `payout`. */
export function betWin(spot: BaccaratSpot, stake: number, winner: BaccaratWinner): number {
  return payout(STANDARD, spot, stake, { winner, bankerTotal: 0 });
}

/** A player's total win on the coup, at a table. */
export function settleAt(
  variant: BaccaratVariant,
  bets: readonly SpotBet[],
  result: BaccaratResult,
): number {
  return checkBets(bets, isBaccaratSpot).reduce(
    (sum, { spot, stake }) => sum + payout(variant, spot, stake, result),
    0,
  );
}

/** A player's total win on the coup at the standard table. */
export function settle(bets: readonly SpotBet[], result: BaccaratResult): number {
  return settleAt(STANDARD, bets, result);
}

/** The table dealt with one of its paytables. */
export function createBaccarat(variant: BaccaratVariant) {
  return {
    id: 'baccarat',
    name: { ty: 'Baccarat', en: 'Baccarat' },
    variant,
    rtp: variant.rtp,
    spots: variant.paytable,
    draw,
    settle: (bets: readonly SpotBet[], result: BaccaratResult) => settleAt(variant, bets, result),
  };
}

/** The standard table. */
export const baccarat = createBaccarat(STANDARD);

import type { InstantEngine } from '../engine.js';
import type { PaytableVariant } from '../slots/paytable.js';
import {
  checkBets,
  spotIn,
  totalWin,
  type SettledBet,
  type SpotInfo,
  type TableBet,
} from './bets.js';

/**
 * Sic bo with three dice. Unlike roulette the edge differs per spot (small/big ≈ 97.2 %, a total
 * of 4 ≈ 84.7 % on the classic table), so each spot publishes its own exact RTP, computed over the
 * 216 equally likely throws. Tables differ in what the totals and triples pay (SIC_BO_VARIANTS).
 */
export type Dice = [number, number, number];
export type SicBoSpot =
  'small' | 'big' | `total:${number}` | `triple:${number}` | 'any-triple' | `single:${number}`;
export type SicBoBet = TableBet<SicBoSpot>;
export type SicBoOutcome = { dice: Dice; total: number; bets: SettledBet<SicBoSpot>[] };

/** What a table pays to 1 on the spots whose pays vary between tables. */
export type SicBoPays = {
  /** Totals 4–10 → payout to 1; 11–17 pay as 21 − total (rarer totals pay more). */
  totals: Readonly<Record<number, number>>;
  specificTriple: number;
  anyTriple: number;
};

/** The classic (Atlantic City) table: 60, 30, 17, 12, 8, 6, 6 on the totals; triples 180 and 30. */
export const CLASSIC_PAYS: SicBoPays = {
  totals: { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 },
  specificTriple: 180,
  anyTriple: 30,
};

/** The Macau table: 50, 18, 14, 12, 8, 6, 6 on the totals; triples 150 and 24. */
export const MACAU_PAYS: SicBoPays = {
  totals: { 4: 50, 5: 18, 6: 14, 7: 12, 8: 8, 9: 6, 10: 6 },
  specificTriple: 150,
  anyTriple: 24,
};

/** What a total pays to 1 on this table: 11–17 as their mirror 21 − total. */
const totalPays = (pays: SicBoPays, total: number): number =>
  pays.totals[total <= 10 ? total : 21 - total] ?? 0;

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);

const isTriple = ([a, b, c]: Dice): boolean => a === b && b === c;

/** What a 1-unit bet on the spot returns for these dice under a table's pays (0 when it loses). */
export function multiplier(spot: SicBoSpot, dice: Dice, pays = CLASSIC_PAYS): number {
  const total = dice[0] + dice[1] + dice[2];
  const [kind, value] = spot.split(':') as [string, string | undefined];
  const face = Number(value);
  switch (kind) {
    case 'small':
      return total <= 10 && !isTriple(dice) ? 2 : 0;
    case 'big':
      return total >= 11 && !isTriple(dice) ? 2 : 0;
    case 'total':
      return total === face ? totalPays(pays, face) + 1 : 0;
    case 'triple':
      return isTriple(dice) && dice[0] === face ? pays.specificTriple + 1 : 0;
    case 'any-triple':
      return isTriple(dice) ? pays.anyTriple + 1 : 0;
    default: {
      // single: 1:1 per die showing the face, so 1, 2 or 3 matches pay 1:1, 2:1, 3:1.
      const matches = dice.filter((die) => die === face).length;
      return matches > 0 ? matches + 1 : 0;
    }
  }
}

const THROWS: Dice[] = FACES.flatMap((a) =>
  FACES.flatMap((b) => FACES.map((c): Dice => [a, b, c])),
);

/** A spot's exact RTP under a table's pays: its mean multiplier over the 216 throws. */
export function spotRtp(spot: SicBoSpot, pays = CLASSIC_PAYS): number {
  return THROWS.reduce((sum, dice) => sum + multiplier(spot, dice, pays), 0) / THROWS.length;
}

/** The board's spots under a table's pays, each with its exact RTP. */
function spotsOf(pays: SicBoPays): SpotInfo<SicBoSpot>[] {
  const spot = (id: SicBoSpot, odds: string, ty: string, en: string): SpotInfo<SicBoSpot> => ({
    spot: id,
    odds,
    rtp: spotRtp(id, pays),
    name: { ty, en },
  });
  return [
    spot('small', '1:1', 'Maliit (4–10)', 'Small (4–10)'),
    spot('big', '1:1', 'Malaki (11–17)', 'Big (11–17)'),
    ...TOTALS.map((total) =>
      spot(`total:${total}`, `${totalPays(pays, total)}:1`, `Kabuuang ${total}`, `Total ${total}`),
    ),
    ...FACES.map((face) =>
      spot(`triple:${face}`, `${pays.specificTriple}:1`, `Tatlong ${face}`, `Triple ${face}`),
    ),
    spot('any-triple', `${pays.anyTriple}:1`, 'Kahit anong triple', 'Any triple'),
    ...FACES.map((face) =>
      spot(`single:${face}`, '1:1 / 2:1 / 3:1', `Numero ${face}`, `Single ${face}`),
    ),
  ];
}

/** The classic table's spots. */
export const SIC_BO_SPOTS: SpotInfo<SicBoSpot>[] = spotsOf(CLASSIC_PAYS);

const isSicBoSpot = spotIn(SIC_BO_SPOTS.map((info) => info.spot));

export function settleSicBo(
  bet: SicBoBet,
  dice: Dice,
  pays = CLASSIC_PAYS,
): SettledBet<SicBoSpot>[] {
  return checkBets(bet.bets, isSicBoSpot).map(({ spot, stake }) => ({
    spot,
    stake,
    win: stake * multiplier(spot, dice, pays),
  }));
}

/**
 * A table's paytable: its spots (odds, exact RTP from the 216 throws) and the pays behind them.
 * `rtp` is the headline, Small/Big's 210/216 on both tables (their best bet); the spots say the rest.
 */
export type SicBoVariant = PaytableVariant<SpotInfo<SicBoSpot>> & { pays: SicBoPays };

export const SIC_BO_VARIANTS: readonly SicBoVariant[] = [
  {
    id: 'classic',
    names: { ty: 'Klasiko', en: 'Classic' },
    paytable: SIC_BO_SPOTS,
    rtp: 210 / 216,
    pays: CLASSIC_PAYS,
  },
  {
    // Lower pays on totals 4–6 / 15–17 and the triples: e.g. total 5 returns 114/216 (52.78 %).
    id: 'macau',
    names: { ty: 'Macau', en: 'Macau' },
    paytable: spotsOf(MACAU_PAYS),
    rtp: 210 / 216,
    pays: MACAU_PAYS,
  },
];

/** The dice table dealt with one of its paytables. */
export function createSicBo(variant: SicBoVariant): InstantEngine<SicBoBet, SicBoOutcome> {
  return {
    id: 'sic-bo',
    rtp: variant.rtp,
    play(bet, rng) {
      const dice: Dice = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
      const bets = settleSicBo(bet, dice, variant.pays);
      return { outcome: { dice, total: dice[0] + dice[1] + dice[2], bets }, win: totalWin(bets) };
    },
  };
}

/** The classic table; its RTP the headline (small/big) 210/216, see SIC_BO_SPOTS for each spot. */
export const sicBo = createSicBo(SIC_BO_VARIANTS[0] as SicBoVariant);

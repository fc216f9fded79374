/** One stake on one spot of a table, in minor units. */
export type SpotBet<Spot extends string = string> = { spot: Spot; stake: number };

/** A table round's bets: several spots may be covered in one round. */
export type TableBet<Spot extends string = string> = { bets: SpotBet<Spot>[] };

/** What one bet returned (the stake included when it pays back), so the browser can mark each spot. */
export type SettledBet<Spot extends string = string> = SpotBet<Spot> & { win: number };

/** A spot as the table shows it: its payout and its names in Tagalog and English. */
export type SpotInfo<Spot extends string = string> = {
  spot: Spot;
  /** The payout as the felt prints it ("35:1", "0.95:1"). */
  odds: string;
  /** The exact return to player of a bet on this spot. */
  rtp: number;
  name: { ty: string; en: string };
  /** A rule of this spot the odds do not say (French roulette's La Partage), for the sheet. */
  rule?: { ty: string; en: string };
};

/**
 * Refuses a round the engine cannot settle in whole minor units: no bets, an unknown spot, or a
 * stake that is not a positive safe integer. Returns the bets narrowed to the engine's spots.
 */
export function checkBets<Spot extends string>(
  bets: readonly SpotBet[],
  isSpot: (spot: string) => spot is Spot,
): SpotBet<Spot>[] {
  if (bets.length === 0) throw new RangeError('a round needs at least one bet');
  return bets.map(({ spot, stake }) => {
    if (!isSpot(spot)) throw new RangeError(`unknown spot ${JSON.stringify(spot)}`);
    if (!Number.isSafeInteger(stake) || stake <= 0) {
      throw new RangeError(
        `stake ${stake} on ${spot} must be a positive whole number of minor units`,
      );
    }
    return { spot, stake };
  });
}

/** The spot predicate for a fixed list of spots. */
export function spotIn<Spot extends string>(
  spots: readonly Spot[],
): (spot: string) => spot is Spot {
  const known = new Set<string>(spots);
  return (spot): spot is Spot => known.has(spot);
}

/** A round's total win. */
export function totalWin(settled: readonly { win: number }[]): number {
  return settled.reduce((sum, bet) => sum + bet.win, 0);
}

/**
 * A paytable row as the game page shows it: the symbol, its names in Filipino (TY) and English,
 * and what it pays by count (each game says in what unit: stake, line bet or coins per way).
 */
export type PaytableEntry<Symbol extends string, Pays> = {
  symbol: Symbol;
  names: { ty: string; en: string };
  pays: Pays;
};

/**
 * One of an engine's paytables: its own pays on the same reels, so its own RTP (each engine's test
 * computes it exactly and publishes it to four places).
 */
export type PaytableVariant<Entry> = {
  id: string;
  names: { ty: string; en: string };
  paytable: readonly Entry[];
  rtp: number;
};

/** `paytable` with other pays for its symbols, names kept. */
export function withPays<Symbol extends string, Pays>(
  paytable: readonly PaytableEntry<Symbol, Pays>[],
  pays: Readonly<Record<Symbol, Pays>>,
): PaytableEntry<Symbol, Pays>[] {
  return paytable.map((entry) => ({ ...entry, pays: pays[entry.symbol] }));
}

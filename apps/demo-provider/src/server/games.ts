import { createHash } from 'node:crypto';
import type { InstantEngine } from '../engines/engine.js';
import { BACCARAT_KINDS, FOOTBALL, KENO, SABONG, type ArenaKind } from './arena-kinds.js';
import { FISH_STAKE, FISH_VARIANTS, createFish } from '../engines/fish/fish.js';
import { CASCADE_STAKE, CASCADE_VARIANTS, createCascade } from '../engines/slots/cascade.js';
import { CLASSIC3_STAKE, CLASSIC3_VARIANTS, createClassic3 } from '../engines/slots/classic3.js';
import {
  LINES5_LINES,
  LINES5_STAKE,
  LINES5_VARIANTS,
  createLines5,
} from '../engines/slots/lines5.js';
import { blackjack } from '../engines/tables/blackjack.js';
import { ROULETTE_VARIANTS, createRoulette } from '../engines/tables/roulette.js';
import { SIC_BO_VARIANTS, createSicBo } from '../engines/tables/sic-bo.js';

/** What the game page needs to draw a game and take its bets. */
export type GameInfo = {
  /** The page's engine: which drawing and controls it shows. */
  engine: string;
  rtp: number;
  stake: { min: number; max: number; step: number };
  /** The engine's paytable (symbols, lines, spots or fish), as the page shows it. */
  paytable: unknown;
  /** The paytable's name, for an engine with several (the RTP is the variant's). */
  variant: { id: string; names: { ty: string; en: string } } | null;
  /** The game's own colour: the hue (0–359) its page is tinted with, from its id and name. */
  hue: number;
};

/** A game whose round is one request: the page sends the bet, the round is played and paid. */
export type InstantGame = {
  kind: 'instant';
  info: GameInfo;
  /** The bet of a request's body and what it stakes; a RangeError for one it cannot take. */
  parseBet(body: unknown): { stake: number; bet: unknown };
  engine: InstantEngine<unknown, unknown>;
};

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A slot's bet: its stake alone (the engine checks its limits). */
const stakeOnly = (body: unknown) => {
  const stake = fieldOf(body, 'stake');
  if (typeof stake !== 'number') throw new RangeError('stake: a number in minor units');
  return { stake, bet: { stake } };
};

/** A table's bet: stakes on spots, at most 20; what it stakes is their sum. */
export const spotBets = (body: unknown) => {
  const bets = fieldOf(body, 'bets');
  if (!Array.isArray(bets) || bets.length > 20) throw new RangeError('bets: 1 to 20 spots');
  const parsed = bets.map((bet) => ({ spot: fieldOf(bet, 'spot'), stake: fieldOf(bet, 'stake') }));
  let stake = 0;
  for (const bet of parsed) {
    if (typeof bet.spot !== 'string' || typeof bet.stake !== 'number') {
      throw new RangeError('bets: each a spot and a stake');
    }
    stake += bet.stake;
  }
  return { stake, bet: { bets: parsed } };
};

const TABLE_STAKE = { min: 100, max: 100_000, step: 100 };

/** Blackjack: the page deals and decides in several requests (blackjack-round.ts). */
export type BlackjackGame = { kind: 'blackjack'; info: GameInfo };
/** A shared-round game: all its players bet on the same rounds (arena.ts). */
export type ArenaGame = { kind: 'arena'; info: GameInfo; arena: ArenaKind };
export type Game = InstantGame | BlackjackGame | ArenaGame;

/** An engine's info before a game gives it its colour. */
const info = (
  engine: string,
  rtp: number,
  stake: GameInfo['stake'],
  paytable: unknown,
  variant: GameInfo['variant'] = null,
): GameInfo => ({ engine, rtp, stake, paytable, variant, hue: 0 });

const arenaGame = (arena: ArenaKind): ArenaGame => ({
  kind: 'arena',
  info: info(arena.engine, arena.rtp, TABLE_STAKE, null, arena.variant ?? null),
  arena,
});
const asInstant = <Bet, Outcome>(engine: InstantEngine<Bet, Outcome>) =>
  engine as unknown as InstantEngine<unknown, unknown>;

const GAMES: Readonly<Record<string, Game>> = {
  sabong: arenaGame(SABONG),
  football: arenaGame(FOOTBALL),
  keno: arenaGame(KENO),
  blackjack: {
    kind: 'blackjack',
    info: info('blackjack', blackjack.rtp, TABLE_STAKE, null),
  },
};

/** A shot: its stake and the fish it hits. */
const fishBet = (body: unknown) => {
  const { stake } = stakeOnly(body);
  const fishKind = fieldOf(body, 'fishKind');
  if (typeof fishKind !== 'string') throw new RangeError('fishKind: the fish shot at');
  return { stake, bet: { stake, fishKind } };
};

const variantOf = ({ id, names }: { id: string; names: { ty: string; en: string } }) => ({
  id,
  names,
});

/**
 * Each paytable of an instant engine as a game: the page's info under the variant's name and the
 * engine's RTP, how a bet reads, and the engine dealt that paytable.
 */
const variantGames = <V extends { id: string; names: { ty: string; en: string } }, Bet, Outcome>(
  variants: readonly V[],
  create: (variant: V) => InstantEngine<Bet, Outcome>,
  page: {
    engine: string;
    stake: GameInfo['stake'];
    paytable: (variant: V) => unknown;
    parseBet: InstantGame['parseBet'];
  },
): InstantGame[] =>
  variants.map((variant) => {
    const engine = create(variant);
    return {
      kind: 'instant',
      info: info(page.engine, engine.rtp, page.stake, page.paytable(variant), variantOf(variant)),
      parseBet: page.parseBet,
      engine: asInstant(engine),
    };
  });

/** Engines with several paytables: each game plays one of them, dealt by its id. */
const VARIANTS: Readonly<Record<string, readonly Game[]>> = {
  classic3: variantGames(CLASSIC3_VARIANTS, createClassic3, {
    engine: 'classic3',
    stake: CLASSIC3_STAKE,
    paytable: (variant) => variant.paytable,
    parseBet: stakeOnly,
  }),
  lines5: variantGames(LINES5_VARIANTS, createLines5, {
    engine: 'lines5',
    stake: LINES5_STAKE,
    paytable: (variant) => ({ symbols: variant.paytable, lines: LINES5_LINES }),
    parseBet: stakeOnly,
  }),
  cascade: variantGames(CASCADE_VARIANTS, createCascade, {
    engine: 'cascade',
    stake: CASCADE_STAKE,
    paytable: (variant) => ({ symbols: variant.paytable, multipliers: variant.multipliers }),
    parseBet: stakeOnly,
  }),
  roulette: variantGames(ROULETTE_VARIANTS, createRoulette, {
    engine: 'roulette',
    stake: TABLE_STAKE,
    paytable: (variant) => variant.paytable,
    parseBet: spotBets,
  }),
  sicbo: variantGames(SIC_BO_VARIANTS, createSicBo, {
    engine: 'sicbo',
    stake: TABLE_STAKE,
    paytable: (variant) => variant.paytable,
    parseBet: spotBets,
  }),
  baccarat: BACCARAT_KINDS.map((kind) => arenaGame(kind)),
  fish: variantGames(FISH_VARIANTS, createFish, {
    engine: 'fish',
    stake: FISH_STAKE,
    paytable: (variant) => variant.kinds,
    parseBet: fishBet,
  }),
};

/** The engines each lobby's games are dealt among. */
const ENGINES_OF_TYPE: Readonly<Record<string, readonly string[]>> = {
  SLOTS: ['classic3', 'lines5', 'cascade'],
  FISH: ['fish'],
  CARDS: ['blackjack', 'baccarat', 'sicbo'],
  LIVE: ['baccarat', 'roulette', 'sicbo'],
  SPORTS: ['football'],
  ESPORTS: ['football'],
  COCKFIGHT: ['sabong'],
  LOTTERY: ['keno'],
};

/** A hash of a game's id, the same on every call: what deals it an engine, a paytable, a hue. */
const hashOf = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The one of `choices` a game id is dealt, by a hash, so it is always the same. */
export function dealt<T>(choices: readonly T[], gameId: string, salt = ''): T {
  const choice = choices[hashOf(`${salt}${gameId}`) % choices.length];
  if (choice === undefined) throw new Error('demo provider: nothing to deal');
  return choice;
}

/** A game named for what it is plays that: a "… Blackjack …" tile opens blackjack. */
const NAMED: readonly (readonly [RegExp, string])[] = [
  [/blackjack/i, 'blackjack'],
  [/baccarat/i, 'baccarat'],
  [/roulette/i, 'roulette'],
  [/sic ?bo/i, 'sicbo'],
  [/sabong|cockfight/i, 'sabong'],
];

/**
 * The game of one of the operator's games: the engine its name says, else one of its lobby's
 * engines dealt by its id.
 */
export function gameOf(gameType: string, gameId: string, gameName = ''): Game {
  const named = NAMED.find(([pattern]) => pattern.test(gameName))?.[1];
  const engines = ENGINES_OF_TYPE[gameType] ?? ENGINES_OF_TYPE.SLOTS ?? [];
  const engine = named ?? dealt(engines, gameId);
  const variants = VARIANTS[engine];
  const game = variants ? dealt(variants, gameId, 'paytable:') : GAMES[engine];
  if (!game) throw new Error(`demo provider: no engine for ${gameType} ${gameId}`);
  return { ...game, info: { ...game.info, hue: hashOf(`hue:${gameId}:${gameName}`) % 360 } };
}

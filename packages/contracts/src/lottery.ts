import { z } from 'zod';
import { PRIZE_MODES } from './game-rules.js';
import { Language } from './language.js';
import { LOTTERY_FAIRNESS_ALGORITHMS } from './lottery-fair.js';
import { NUMBER_FORMAT_CODES } from './lottery-formats.js';
import { text } from './text.js';
import { PAGE_COUNTS, pageQueryFields } from './pages.js';
import { Instant, Minor } from './units.js';

export * from './lottery-bets.js';
export * from './lottery-fair.js';
export * from './lottery-formats.js';

/**
 * The lottery (SPEC §2 lobby, §3 menu group / game / group, §4 countdown and lobby refresh, §7
 * lottery lists and menus). Paths of SPEC §7 where it names them, ours in the same style
 * otherwise. Amounts are integer minor units (₱1.00 = 100); times are epoch ms, except the
 * SPEC's lockTime (seconds) and remainTime (ms from the moment of answering).
 */
export const LOTTERY_PATHS = {
  /** The prize mode's games, flat. */
  games: '/lgw/games/mobile',
  /** The lobby's tab strip: HOT, FAV, then one menu per group. */
  menus: '/lgw/games/mobile_game_menus',
  popular: '/lgw/games/popular',
  /** The VN area's games by group. */
  vnMenu: '/lgw/vn/games/game_menu',
  /** The member's recently bet games (members only). */
  vnRecent: '/lgw/vn/games/game_menu/recent',
  /** A game's drawn results, newest first, with each draw's seed and hash. */
  opened: '/lgw/vn/numeros/opened/game',
  /** A game's current draw, the next ones' commitments and the previous result. */
  current: '/lgw/vn/numeros/current/game',
  /** POST: place an order of bets on one draw. GET lists the records (records.ts). */
  order: '/lgw/orders',
  cancel: '/lgw/orders/suborders/cancel',
} as const;

/** In-app routes the launch of a LOTT / ELOTT game opens (SPEC §7 launch, lottoView). */
export const LOTTERY_LOBBY_ROUTE = '/m/lottery';
export const lotteryBetPath = (gameCode: string) =>
  `/m/lottery/bet/${encodeURIComponent(gameCode)}`;
/** A game's results and their proofs, with how to check them (LOTTERY_FAIR_ROUTE). */
export const lotteryFairPath = (gameCode: string) =>
  `/m/lottery/fair/${encodeURIComponent(gameCode)}`;

export const LotteryPrizeMode = z.enum(PRIZE_MODES);
/** As a query or body sends it: SPEC §3 writes Lott, ZY, Elott; any case is taken. */
export const PrizeModeParam = z
  .string()
  .max(8)
  .transform((value) => value.toUpperCase())
  .pipe(LotteryPrizeMode);
export const GameCode = text()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);
export const NumberFormatCode = z.enum(NUMBER_FORMAT_CODES);
export type NumberFormatCode = z.infer<typeof NumberFormatCode>;
export const DRAW_STATUSES = ['scheduled', 'selling', 'locked', 'drawn', 'void'] as const;
export const DrawStatus = z.enum(DRAW_STATUSES);
export type DrawStatus = z.infer<typeof DrawStatus>;

/** SPEC §7: prizeMode, device MOBILE, language (the Language header when absent). */
export const LotteryLobbyQuery = z.object({
  prizeMode: PrizeModeParam.default('LOTT'),
  device: z.enum(['MOBILE', 'OTHERS']).default('MOBILE'),
  language: Language.optional(),
});
export type LotteryLobbyQuery = z.input<typeof LotteryLobbyQuery>;

/** A game's limits per merchant: each bet's stake, and one member's total on one draw. */
export const LotteryLimits = z.object({
  betMin: Minor,
  betMax: Minor,
  drawMax: Minor,
});
export type LotteryLimits = z.infer<typeof LotteryLimits>;

/** SPEC §3 "Lottery game", and what the betting page needs of it. */
export const LotteryGame = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameGroupCode: z.string(),
  gameName: z.string(),
  mobileIconUrl: z.string(),
  remark: z.string(),
  /** The current draw (on sale, or locked until its draw time); null when none is scheduled. */
  numero: z.string().nullable(),
  /** The last drawn result (SPEC §3 format: shownDigits); null before the first draw. */
  previousWinningNumber: z.string().nullable(),
  previousNumero: z.string().nullable(),
  /** The last drawn result's draw time. */
  winningTime: Instant.nullable(),
  isSale: z.boolean(),
  /**
   * ms from this answer to the current draw's draw time (0 without one); filled in as the answer
   * is sent. Sales close lockTime seconds before it (SPEC §4: the client subtracts lockTime).
   */
  remainTime: z.number().int(),
  /** Seconds before the draw time that sales close. */
  lockTime: z.number().int(),
  entPlaySwitch: z.boolean(),
  tradPlaySwitch: z.boolean(),
  /** The betting page's layout: the number format. */
  mUi: z.string(),
  css: z.string(),
  code: z.string(),
  numberFormat: NumberFormatCode,
  prizeModes: z.array(LotteryPrizeMode),
  isHot: z.boolean(),
  /** Seconds between draws (86,400 for a daily draw). */
  drawInterval: z.number().int(),
  /** SHA-256 of the current draw's seed: published before its sale closes. */
  seedHash: z.string().nullable(),
  limits: LotteryLimits,
});
export type LotteryGame = z.infer<typeof LotteryGame>;

/** SPEC §3 "Lottery group". */
export const LotteryGroup = z.object({
  displayName: z.string(),
  gameGroupId: z.number().int(),
  gameGroupCode: z.string(),
  games: z.array(LotteryGame),
});
export type LotteryGroup = z.infer<typeof LotteryGroup>;

/** The lobby's tabs: HOT and FAV (SPEC §9 tags, translated by the client), then the groups. */
export const LOTTERY_MENU_TAGS = { hot: 'HOT', fav: 'FAV' } as const;

/**
 * SPEC §3 "Lottery menu group". FAV comes with no games: favourites are the member's, stored on
 * the phone (SPEC §3), and the client fills the tab from its list, taking the games from the
 * group menus, which hold every game.
 */
export const LotteryMenu = z.object({
  tag: z.string(),
  labelName: z.string(),
  gameMenus: z.array(LotteryGame),
});
export type LotteryMenu = z.infer<typeof LotteryMenu>;

export const LotteryGamesAnswer = z.array(LotteryGame);
export const LotteryMenusAnswer = z.array(LotteryMenu);
export const LotteryGroupsAnswer = z.array(LotteryGroup);

/** A draw's result with its proof. Its seed is published once its draw time has passed. */
export const DrawResult = z.object({
  numero: z.string(),
  /** drawn, or void (an older draw voided after a downtime: every bet refunded; none are now). */
  status: z.enum(['drawn', 'void']),
  winningNumber: z.string().nullable(),
  /** The scheduled draw time. */
  winningTime: Instant,
  /** When it was actually drawn (later than winningTime when drawn after a downtime). */
  drawnAt: Instant.nullable(),
  seedHash: z.string(),
  seed: z.string(),
  /** SHA-256 of the draw's bets sealed at the close, mixed into the result; null before v2. */
  betsDigest: z.string().nullable(),
  algorithm: z.enum(LOTTERY_FAIRNESS_ALGORITHMS),
});
export type DrawResult = z.infer<typeof DrawResult>;

export const DRAW_HISTORY_PAGE_SIZE = 20;

/** GET /lgw/vn/numeros/opened/game?gameCode=&pageNo=&pageSize= */
export const DrawHistoryQuery = LotteryLobbyQuery.extend({
  gameCode: GameCode,
  ...pageQueryFields(DRAW_HISTORY_PAGE_SIZE, 50, 10_000),
});
export type DrawHistoryQuery = z.input<typeof DrawHistoryQuery>;

export const DrawHistory = z.object({
  gameCode: z.string(),
  numberFormat: NumberFormatCode,
  list: z.array(DrawResult),
  ...PAGE_COUNTS,
});
export type DrawHistory = z.infer<typeof DrawHistory>;

/** A draw created ahead: its times and its seed's commitment. */
export const UpcomingDraw = z.object({
  numero: z.string(),
  openTime: Instant,
  closeTime: Instant,
  drawTime: Instant,
  seedHash: z.string(),
});
export type UpcomingDraw = z.infer<typeof UpcomingDraw>;

/** GET /lgw/vn/numeros/current/game?gameCode= */
export const CurrentDrawQuery = LotteryLobbyQuery.extend({ gameCode: GameCode });
export type CurrentDrawQuery = z.input<typeof CurrentDrawQuery>;
export const CurrentDraw = z.object({
  gameCode: z.string(),
  numberFormat: NumberFormatCode,
  lockTime: z.number().int(),
  /** The draw the lobby shows (on sale, or locked until drawn), or null. */
  current: UpcomingDraw.extend({
    status: DrawStatus,
    isSale: z.boolean(),
    remainTime: z.number().int(),
  }).nullable(),
  /** The draws after it, already committed to. */
  upcoming: z.array(UpcomingDraw),
  previous: DrawResult.nullable(),
});
export type CurrentDraw = z.infer<typeof CurrentDraw>;

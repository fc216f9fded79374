import { z } from 'zod';
import {
  FAVORITES_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  GAME_MAX_PAGE_SIZE,
  GAME_TYPES,
  MIN_BET_CHOICES,
  RECENTS_PAGE_SIZE,
} from './game-rules.js';
import { Language } from './language.js';
import { OperatorMerchantParams } from './operator.js';
import { defineRelay, memberRelays, publicRelays } from './relay.js';
import { text } from './text.js';
import { listPage, PAGE_COUNTS, pageQueryFields } from './pages.js';

export * from './game-rules.js';

export const GameTypeCode = z.enum(GAME_TYPES);

/** A vendor code (vassalage): TF, DS88, TCG_LOTTO_VN, INHOUSE… */
export const VendorCode = text()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);
/** A game's node id: digits, sent as a string or a number. */
export const NodeId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,12}$/));

/** SPEC §3 "Game item", as every game list answers it. */
export const GameItem = z.object({
  nodeId: z.string(),
  /** The vendor's own id of the game (the original's roomId/gameId). */
  gameId: z.string(),
  gameName: z.string(),
  /** The vendor's code. */
  vassalage: z.string(),
  gameType: GameTypeCode,
  /** The classification key of its category (SPEC §3 filter values), '' when none. */
  gameClassify: z.string(),
  /** A local SVG (/wps/game/art/…), immutable. */
  iconUrl: z.string(),
  /** Minimum bet in currency units (0.01 … 0.75). */
  minBet: z.number(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** Whether the game can be opened (launched) from the list. */
  supportPlay: z.boolean(),
});
export type GameItem = z.infer<typeof GameItem>;

/** A classification tab of a category (SPEC §3: gameClassify key and displayName). */
export const GameClassify = z.object({ key: z.string(), displayName: z.string() });
export type GameClassify = z.infer<typeof GameClassify>;

/** SPEC §3 "vendor info". */
export const VendorInfo = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: GameTypeCode,
  /** The vendor's wordmark for the carousel and filters (SVG). */
  mobileSmallIcon: z.string(),
  /** The vendor's large tile (SVG). */
  mobileLargeIcon: z.string(),
});
export type VendorInfo = z.infer<typeof VendorInfo>;

/** SPEC §3 "Vendor tile": a vendor entered through one game (its lobby). */
export const VendorTile = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: GameTypeCode,
  gameId: z.string(),
  nodeId: z.string(),
  mobileLargeIcon: z.string(),
});
export type VendorTile = z.infer<typeof VendorTile>;

/** An entry of the vendor sorting: a category and its vendors in order. */
export const SortingEntry = z.object({
  gameCategory: GameTypeCode,
  /** Vendor codes in display order. */
  vassalage: z.array(z.string()),
  vendorNames: z.array(z.object({ vassalage: z.string(), accountTypeName: z.string() })),
  /** The category's classification tabs (SPEC §3 "category mapping has gameClassify list"). */
  gameClassify: z.array(GameClassify),
});
export type SortingEntry = z.infer<typeof SortingEntry>;

/**
 * GCSGAME_getVassGameType: the categories and vendors of the lobby. `sorting` answers SPORTS with
 * the e-sport and cockfight vendors in it (the client splits them, splitSports). `mapping` holds
 * per category the vendor tiles, one per vendor (lobby categories list these directly), and
 * under ELOTT, while the ELOTT vendor is on, the lottery vendors it plays (prizeModeOf).
 */
export const VassGameType = z.object({
  sorting: z.array(SortingEntry),
  mapping: z.record(z.string(), z.array(VendorTile)),
});
export type VassGameType = z.infer<typeof VassGameType>;

const MerchantParams = {
  merchantCode: text().max(32).optional(),
  merchant: text().max(32).optional(),
};

export const getVassGameTypeRelay = publicRelays.get(
  'GCSGAME_getVassGameType',
  z.object({ typeId: z.coerce.number().int().default(1), ...MerchantParams }),
  VassGameType,
);

/** GCSGAME_getVassalage: the merchant's vendors (of one category when gameType is given). */
export const getVassalageRelay = publicRelays.get(
  'GCSGAME_getVassalage',
  z.object({ gameType: GameTypeCode.optional(), ...MerchantParams }),
  z.array(VendorInfo),
);

/** A game list's page: up to 10,000 pages of up to GAME_MAX_PAGE_SIZE games. */
const gamePage = (size: number) => pageQueryFields(size, GAME_MAX_PAGE_SIZE, 10_000);
const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** GCSGAME_gameList query (SPEC §7); merchant and clientType are accepted and not needed. */
export const GameListQuery = z.object({
  gameType: GameTypeCode.optional(),
  vassalage: VendorCode.optional(),
  gameClassify: text().max(32).optional(),
  /** Search in game names, case-insensitive; blank is no search. */
  gameName: text().max(50).trim().optional(),
  isNew: Flag.optional(),
  /** One of MIN_BET_CHOICES (slots filter). */
  minBet: z.coerce
    .number()
    .refine((value) => (MIN_BET_CHOICES as readonly number[]).includes(value), {
      message: 'one of the minimum bet choices',
    })
    .optional(),
  ...gamePage(GAME_LIST_PAGE_SIZE),
  platform: text().max(16).default('html5'),
  clientType: z.coerce.number().int().default(2),
  language: Language.optional(),
  ...MerchantParams,
});
export type GameListQuery = z.input<typeof GameListQuery>;

/** A page of games; past the last page `games` is empty and totalPages still right. */
export const GameList = z.object({
  games: z.array(GameItem),
  ...PAGE_COUNTS,
});
export type GameList = z.infer<typeof GameList>;

export const gameListRelay = publicRelays.get('GCSGAME_gameList', GameListQuery, GameList);

/** GCSGAME_hotGamesV2: the hot games (of one category when gameType is given), no paging. */
export const HotGames = z.object({ list: z.array(GameItem) });
export type HotGames = z.infer<typeof HotGames>;

export const hotGamesRelay = publicRelays.get(
  'GCSGAME_hotGamesV2',
  z.object({
    gameType: GameTypeCode.optional(),
    isPlatform: text().max(16).optional(),
    platform: text().max(16).default('html5'),
    language: Language.optional(),
    ...MerchantParams,
  }),
  HotGames,
);

/** A game as favourites and recents name it. `token` is read from Authorization, not here. */
export const GameRef = z.object({
  nodeId: NodeId,
  vendor: VendorCode,
  token: text().max(128).optional(),
});

/** POST MCSFE_addFavoriteGameV2 {nodeId, vendor}: true; adding twice keeps one. */
export const addFavoriteRelay = memberRelays.post('MCSFE_addFavoriteGameV2', GameRef, z.boolean());

/** DELETE MCSFE_removeFavoriteGameV2?nodeId=&vendor=: true (also when it was not a favourite). */
export const removeFavoriteRelay = defineRelay({
  name: 'MCSFE_removeFavoriteGameV2',
  methods: ['DELETE'],
  query: GameRef,
  answer: z.boolean(),
  auth: 'member',
});

const PersonalListQuery = (size: number) =>
  z.object({
    ...gamePage(size),
    gameType: GameTypeCode.optional(),
    language: Language.optional(),
    clientType: z.coerce.number().int().optional(),
    token: text().max(128).optional(),
  });

/** MCSFE_getFavoriteGames: the member's favourites, newest first, 26 a page (`content`). */
export const FavoriteGames = z.object({
  content: z.array(GameItem),
  ...PAGE_COUNTS,
});
export type FavoriteGames = z.infer<typeof FavoriteGames>;

export const getFavoriteGamesRelay = memberRelays.get(
  'MCSFE_getFavoriteGames',
  PersonalListQuery(FAVORITES_PAGE_SIZE),
  FavoriteGames,
);

/** MCSFE_getFavoriteGamesList: the node ids of all the member's favourites, newest first. */
export const getFavoriteGameIdsRelay = memberRelays.get(
  'MCSFE_getFavoriteGamesList',
  z.object({ token: text().max(128).optional() }),
  z.array(z.string()),
);

/** MCS2_addRecentGame?nodeId=&vendor= (GET as SPEC §7 has it, POST too): true. */
export const addRecentRelay = defineRelay({
  name: 'MCS2_addRecentGame',
  methods: ['GET', 'POST'],
  query: GameRef,
  answer: z.boolean(),
  auth: 'member',
});

/** GCS_recentGame: the member's recently played games, last played first, 25 a page (`list`). */
export const RecentGames = listPage(GameItem);
export type RecentGames = z.infer<typeof RecentGames>;

export const recentGamesRelay = memberRelays.get(
  'GCS_recentGame',
  PersonalListQuery(RECENTS_PAGE_SIZE).extend({
    /** SPEC §7 names the page `page`; pageNo is taken too, page wins. */
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  }),
  RecentGames,
);

/**
 * GET /wps/game/launchGame (SPEC §7): a member (a trial account too: it plays with play money)
 * opens a game. nodeId or vendor + gameId names it (a lottery vendor alone: its lobby).
 * Lottery vendors take the lotto parameters.
 * Answers `value.gameUrl`: absolute for a vendor, a path of this site for in-house games.
 */
export const LaunchGameQuery = z
  .object({
    vendor: VendorCode.optional(),
    gameId: text().min(1).max(64).optional(),
    nodeId: NodeId.optional(),
    /**
     * A hot match's room (SPEC §3 "Hot match" roomId): the vendor opens the game at that match.
     * Opaque to this site; passed on to the vendor's launch URL.
     */
    roomId: text()
      .min(1)
      .max(64)
      .regex(/^[\w.:-]+$/, { message: 'letters, digits, _ . : -' })
      .optional(),
    lottoArea: z.enum(['VN']).default('VN'),
    launchMode: z.enum(['LOTT']).optional(),
    lottoPrizeMode: z.enum(['LOTT', 'ZY', 'ELOTT']).optional(),
    lottoGameCode: text().max(64).optional(),
    lottoView: z.enum(['betting', 'lobby']).optional(),
    /** /m/launchGame's playType (SPEC §2): the betting page offers only that play type. */
    playType: z.enum(['trad', 'ent']).optional(),
    device: z.enum(['MOBILE', 'OTHERS']).default('MOBILE'),
    /** Where the game's back button returns: a path of this site. */
    backUrl: text()
      .max(512)
      .regex(/^\/(?!\/)/, { message: 'a path of this site' })
      .optional(),
    language: Language.optional(),
  })
  .refine((query) => query.nodeId !== undefined || query.vendor !== undefined, {
    message: 'nodeId, or vendor (with gameId; a lottery vendor alone opens its lobby)',
    path: ['nodeId'],
  });
export type LaunchGameQuery = z.input<typeof LaunchGameQuery>;

export const LaunchGame = z.object({ gameUrl: z.string() });
export type LaunchGame = z.infer<typeof LaunchGame>;

/** Operator API: /operator/merchants/:merchantCode/games… */
export const OperatorGameSwitch = z
  .object({
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
  })
  .refine(
    ({ enabled, isHot, isNew }) =>
      enabled !== undefined || isHot !== undefined || isNew !== undefined,
    {
      message: 'enabled, isHot or isNew',
      path: ['enabled'],
    },
  );
export type OperatorGameSwitch = z.infer<typeof OperatorGameSwitch>;
export const OperatorVendorSwitch = z.object({ enabled: z.boolean() });
/** The new order of a category's vendors, or of a vendor's games (node ids), first first. */
export const OperatorOrder = z.union([
  z.object({ gameType: GameTypeCode, vendors: z.array(VendorCode).min(1).max(100) }),
  z.object({ vendor: VendorCode, nodeIds: z.array(NodeId).min(1).max(2000) }),
]);
export type OperatorOrder = z.input<typeof OperatorOrder>;

/** A game as the operator lists it. */
export const OperatorGame = GameItem.extend({ enabled: z.boolean(), sortOrder: z.number().int() });
export type OperatorGame = z.infer<typeof OperatorGame>;
export const OperatorVendor = VendorInfo.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  games: z.number().int(),
});
export type OperatorVendor = z.infer<typeof OperatorVendor>;

export const OperatorGameParams = OperatorMerchantParams.extend({ nodeId: NodeId });
export const OperatorVendorParams = OperatorMerchantParams.extend({ vendor: VendorCode });

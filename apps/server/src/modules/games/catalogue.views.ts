import {
  GAME_TYPES,
  type GameList,
  type GameType,
  type HotGames,
  type Language,
  type SortingEntry,
  type VassGameType,
  type VendorInfo,
  type VendorTile,
} from '@app/contracts';
import {
  gameKey,
  type CatalogueGame,
  type CatalogueSnapshot,
  type CatalogueVendor,
} from './catalogue.js';

/** Categories the sorting answers inside SPORTS (the client splits them out, SPEC §4). */
const UNDER_SPORTS: readonly GameType[] = ['ESPORTS', 'COCKFIGHT'];
/** The lottery vendors the ELOTT vendor plays, which decide the prize mode (prizeModeOf). */
const ELOTT_ENGINES = ['TCG_LOTTO_VN', 'LOTT'];

/** Vendors that have a game to show, in the merchant's order. */
function liveVendors(snapshot: CatalogueSnapshot): CatalogueVendor[] {
  const withGames = new Set(snapshot.games.map((game) => game.vendorCode));
  return snapshot.vendors.filter((vendor) => withGames.has(vendor.vassalage));
}

const vendorInfo = (vendor: CatalogueVendor): VendorInfo => ({
  vassalage: vendor.vassalage,
  displayName: vendor.displayName,
  gameType: vendor.gameType,
  mobileSmallIcon: vendor.mobileSmallIcon,
  mobileLargeIcon: vendor.mobileLargeIcon,
});

/** A vendor entered through its lobby game, else its first game. */
function tileOf(snapshot: CatalogueSnapshot, vendor: CatalogueVendor): VendorTile | undefined {
  const lobby =
    snapshot.gameByVendorId.get(gameKey(vendor.vassalage, 'lobby')) ??
    snapshot.games.find((game) => game.vendorCode === vendor.vassalage);
  if (!lobby) return undefined;
  return {
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    gameType: vendor.gameType,
    gameId: lobby.gameId,
    nodeId: lobby.item.nodeId,
    mobileLargeIcon: vendor.mobileLargeIcon,
  };
}

/** GCSGAME_getVassGameType: the sorting (SPORTS holding e-sport and cockfight) and mapping. */
export function vassGameTypeOf(snapshot: CatalogueSnapshot, language: Language): VassGameType {
  const vendors = liveVendors(snapshot);
  const sorting: SortingEntry[] = [];
  for (const category of GAME_TYPES) {
    if (UNDER_SPORTS.includes(category)) continue;
    const types = category === 'SPORTS' ? ['SPORTS', ...UNDER_SPORTS] : [category];
    const inCategory = types.flatMap((type) => vendors.filter((v) => v.gameType === type));
    if (inCategory.length === 0) continue;
    sorting.push({
      gameCategory: category,
      vassalage: inCategory.map((vendor) => vendor.vassalage),
      vendorNames: inCategory.map((vendor) => ({
        vassalage: vendor.vassalage,
        accountTypeName: vendor.accountTypeName,
      })),
      gameClassify: (snapshot.classes.get(category) ?? []).map(({ key, names }) => ({
        key,
        displayName: names[language],
      })),
    });
  }
  const mapping: Record<string, VendorTile[]> = {};
  const tiles = (list: readonly CatalogueVendor[]) =>
    list.flatMap((vendor) => tileOf(snapshot, vendor) ?? []);
  for (const category of GAME_TYPES) {
    const list = tiles(vendors.filter((vendor) => vendor.gameType === category));
    if (list.length > 0) mapping[category] = list;
  }
  if (vendors.some((vendor) => vendor.vassalage === 'ELOTT')) {
    mapping.ELOTT = tiles(vendors.filter((vendor) => ELOTT_ENGINES.includes(vendor.vassalage)));
  }
  return { sorting, mapping };
}

/** GCSGAME_getVassalage: the vendors with games, of one category when asked. */
export function vassalageOf(snapshot: CatalogueSnapshot, gameType?: GameType): VendorInfo[] {
  return liveVendors(snapshot)
    .filter((vendor) => gameType === undefined || vendor.gameType === gameType)
    .map(vendorInfo);
}

export type GameFilter = {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  /** Lower-case search text; '' searches nothing. */
  gameName: string;
  isNew?: boolean | undefined;
  /** Minor units. */
  minBet?: number | undefined;
  pageNo: number;
  pageSize: number;
};

/** The filter as one string: equal filters share one cached page. */
export const filterKey = (f: GameFilter) =>
  [
    f.gameType ?? '',
    f.vassalage ?? '',
    f.gameClassify ?? '',
    f.gameName,
    f.isNew ?? '',
    f.minBet ?? '',
    f.pageNo,
    f.pageSize,
  ].join('\u0000');

const matches = (f: GameFilter) => (game: CatalogueGame) =>
  (f.gameType === undefined || game.gameType === f.gameType) &&
  (f.vassalage === undefined || game.vendorCode === f.vassalage) &&
  (f.gameClassify === undefined || game.classify === f.gameClassify) &&
  (f.isNew !== true || game.isNew) &&
  (f.minBet === undefined || game.minBetMinor === f.minBet) &&
  (f.gameName === '' || game.search.includes(f.gameName));

/** A page of `items`; past the last page, an empty list with the right totalPages. */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const start = (pageNo - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    total: items.length,
  };
}

/** GCSGAME_gameList. */
export function gameListOf(snapshot: CatalogueSnapshot, filter: GameFilter): GameList {
  const found = snapshot.games.filter(matches(filter));
  const { items, ...page } = pageOf(found, filter.pageNo, filter.pageSize);
  return { games: items.map((game) => game.item), ...page };
}

/** GCSGAME_hotGamesV2: every hot game (of one category when asked), no paging. */
export function hotGamesOf(snapshot: CatalogueSnapshot, gameType?: GameType): HotGames {
  return {
    list: snapshot.games
      .filter((game) => game.isHot && (gameType === undefined || game.gameType === gameType))
      .map((game) => game.item),
  };
}

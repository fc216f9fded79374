/**
 * The game catalogue's constants and client rules (SPEC §3, §4, §9), without zod: the home page's
 * popular games panel is in the web's first load. games.ts holds the zod contracts of the wire.
 */

/** Category codes (gameType) of the catalogue, in the lobby's default order. */
export const GAME_TYPES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LIVE',
  'FISH',
  'SLOTS',
  'CARDS',
  'INHOUSE',
  'LOTTERY',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const isGameType = (value: unknown): value is GameType =>
  (GAME_TYPES as readonly unknown[]).includes(value);

/** SPEC §3 "App config": e-sport and cockfight vendor codes (served under SPORTS, split by the client). */
export const ESPORT_VENDOR_CODES: readonly string[] = ['TF', 'IA'];
export const COCKFIGHT_VENDOR_CODES: readonly string[] = ['DS88', 'SV3'];

/** SPEC §7: lottery vendors. The first two launch as lottery with gameCode lobby. */
export const LOTTERY_LOBBY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA'];
export const LOTTERY_ROUTE_VENDORS: readonly string[] = ['LOTT', 'ELOTT'];
/** The in-house vendor: its games are pages of this site (/m/inhouse/<gameId>). */
export const INHOUSE_VENDOR = 'INHOUSE';

/** SPEC §3 prize modes; the launch sends LOTT or ELOTT (prizeModeOf). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** SPEC §9 paging and filter values. */
export const GAME_LIST_PAGE_SIZE = 26;
export const FAVORITES_PAGE_SIZE = 26;
export const RECENTS_PAGE_SIZE = 25;
export const GAME_MAX_PAGE_SIZE = 100;
/** Minimum bet choices of the slots filter (besides All), in currency units. */
export const MIN_BET_CHOICES = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** SPEC §3 "App config": game select types of the game list's classification tabs. */
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'REC'] as const;
export type GameSelectType = (typeof GAME_SELECT_TYPES)[number];

/** An entry of the vendor sorting (GCSGAME_getVassGameType), as far as the rules below read it. */
export type SortingEntryLike = {
  gameCategory: string;
  vassalage: readonly string[];
  vendorNames: readonly { vassalage: string }[];
};

/**
 * SPEC §4: the sorting answers SPORTS with the e-sport and cockfight vendors in it; the client
 * splits them out as ESPORTS and COCKFIGHT, inserted right after SPORTS (an empty one is left
 * out, and SPORTS itself is left out when nothing else stays in it).
 */
export function splitSports<E extends SortingEntryLike>(sorting: readonly E[]): E[] {
  const result: E[] = [];
  for (const entry of sorting) {
    if (entry.gameCategory !== 'SPORTS') {
      result.push(entry);
      continue;
    }
    const part = (category: string, keep: (code: string) => boolean): E => ({
      ...entry,
      gameCategory: category,
      vassalage: entry.vassalage.filter(keep),
      vendorNames: entry.vendorNames.filter((name) => keep(name.vassalage)),
    });
    const isEsport = (code: string) => ESPORT_VENDOR_CODES.includes(code);
    const isCockfight = (code: string) => COCKFIGHT_VENDOR_CODES.includes(code);
    const parts = [
      part('SPORTS', (code) => !isEsport(code) && !isCockfight(code)),
      part('ESPORTS', isEsport),
      part('COCKFIGHT', isCockfight),
    ];
    result.push(...parts.filter((p) => p.vassalage.length > 0));
  }
  return result;
}

/**
 * SPEC §4: the prize mode is ELOTT when the ELOTT vendor mapping (mapping.ELOTT of
 * GCSGAME_getVassGameType: the lottery vendors ELOTT plays) contains TCG_LOTTO_VN or LOTT,
 * otherwise LOTT.
 */
export function prizeModeOf(
  mapping: Readonly<Record<string, readonly { vassalage: string }[] | undefined>>,
): 'ELOTT' | 'LOTT' {
  const elott = mapping.ELOTT ?? [];
  return elott.some((tile) => tile.vassalage === 'TCG_LOTTO_VN' || tile.vassalage === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
}

/** Where the in-house vendor's game `gameId` is played on this site. */
export const inhouseGamePath = (gameId: string) => `/m/inhouse/${encodeURIComponent(gameId)}`;

/** Relay paths the first load calls (the popular games panel). */
export const VASS_GAME_TYPE_PATH = '/wps/relay/GCSGAME_getVassGameType';
export const HOT_GAMES_PATH = '/wps/relay/GCSGAME_hotGamesV2';
export const FAVORITE_IDS_PATH = '/wps/relay/MCSFE_getFavoriteGamesList';
export const LAUNCH_GAME_PATH = '/wps/game/launchGame';

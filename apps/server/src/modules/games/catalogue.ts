import type { GameItem, GameType, Language, VendorInfo } from '@app/contracts';
import { contentHash, gameIconSvg, vendorLargeSvg, vendorSmallSvg } from './art.js';
import type { CatalogueRows, VendorRow } from './games.repository.js';

/** Where the art route serves a drawing: /wps/game/art/<file>. */
export const ART_PREFIX = '/wps/game/art/';

export type CatalogueVendor = VendorInfo & {
  accountTypeName: string;
  color: string;
  launchUrl: string;
};

export type CatalogueGame = {
  id: number;
  vendorCode: string;
  gameId: string;
  gameType: GameType;
  classify: string;
  minBetMinor: number;
  isHot: boolean;
  isNew: boolean;
  /** Lower-case name, for search. */
  search: string;
  /** The wire's item, built once. */
  item: GameItem;
};

/** A merchant's live catalogue: only what players may see (on vendors, on games), in order. */
export type CatalogueSnapshot = {
  merchantId: number;
  /** Bumped on every build of this instance: cached answers put it in their keys. */
  version: number;
  vendors: readonly CatalogueVendor[];
  vendorByCode: ReadonlyMap<string, CatalogueVendor>;
  games: readonly CatalogueGame[];
  gameById: ReadonlyMap<number, CatalogueGame>;
  gameByVendorId: ReadonlyMap<string, CatalogueGame>;
  classes: ReadonlyMap<GameType, readonly { key: string; names: Record<Language, string> }[]>;
};

/**
 * Drawings (SVG text) by file name (`g12.<hash>.webp`, served as WebP), kept by every snapshot
 * build of this instance.
 */
export type ArtRegistry = Map<string, string>;

/** Registers a drawing under its content-hashed name; its URL. */
export const artUrl = (art: ArtRegistry, stem: string, svg: string): string => {
  const file = `${stem}.${contentHash(svg)}.webp`;
  art.set(file, svg);
  return `${ART_PREFIX}${file}`;
};

export const gameKey = (vendorCode: string, gameId: string) => `${vendorCode}\u0000${gameId}`;

function vendorOf(row: VendorRow, art: ArtRegistry): CatalogueVendor {
  return {
    vassalage: row.code,
    displayName: row.displayName,
    gameType: row.gameType,
    mobileSmallIcon: artUrl(art, `v-${row.code}-s`, vendorSmallSvg(row)),
    mobileLargeIcon: artUrl(art, `v-${row.code}-l`, vendorLargeSvg(row)),
    accountTypeName: row.accountTypeName,
    color: row.color,
    launchUrl: row.launchUrl,
  };
}

/** Builds the snapshot from the merchant's rows, drawing every icon once into `art`. */
export function buildSnapshot(
  merchantId: number,
  version: number,
  rows: CatalogueRows,
  art: ArtRegistry,
): CatalogueSnapshot {
  const vendors = rows.vendors.filter((row) => row.enabled).map((row) => vendorOf(row, art));
  const vendorByCode = new Map(vendors.map((vendor) => [vendor.vassalage, vendor]));
  const games: CatalogueGame[] = [];
  for (const row of rows.games) {
    const vendor = vendorByCode.get(row.vendorCode);
    if (!row.enabled || !vendor) continue;
    const iconUrl = artUrl(art, `g${row.id}`, gameIconSvg({ ...row, vendorColor: vendor.color }));
    games.push({
      id: row.id,
      vendorCode: row.vendorCode,
      gameId: row.gameId,
      gameType: row.gameType,
      classify: row.classify,
      minBetMinor: row.minBet,
      isHot: row.isHot,
      isNew: row.isNew,
      search: row.name.toLowerCase(),
      item: {
        nodeId: String(row.id),
        gameId: row.gameId,
        gameName: row.name,
        vassalage: row.vendorCode,
        gameType: row.gameType,
        gameClassify: row.classify,
        iconUrl,
        minBet: row.minBet / 100,
        isNew: row.isNew,
        isHot: row.isHot,
        supportPlay: row.supportPlay,
      },
    });
  }
  const classes = new Map<GameType, { key: string; names: Record<Language, string> }[]>();
  for (const row of rows.classes) {
    const list = classes.get(row.gameType) ?? [];
    list.push({ key: row.key, names: row.names });
    classes.set(row.gameType, list);
  }
  return {
    merchantId,
    version,
    vendors,
    vendorByCode,
    games,
    gameById: new Map(games.map((game) => [game.id, game])),
    gameByVendorId: new Map(games.map((game) => [gameKey(game.vendorCode, game.gameId), game])),
    classes,
  };
}

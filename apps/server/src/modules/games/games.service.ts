import type { OperatorGame, OperatorVendor } from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { artWebp, gameIconSvg, vendorLargeSvg, vendorSmallSvg } from './art.js';
import { artUrl, buildSnapshot } from './catalogue.js';
import { gamesTopic, type CatalogueStore } from './catalogue.store.js';
import { defineGameAnswers } from './games.answers.js';
import type { GamesRepository } from './games.repository.js';

/**
 * The catalogue of each merchant: its snapshot and cached answers, its drawings, and the
 * operator's switches, each of which reaches every instance's answers at once.
 */
export function createGamesService({
  repo,
  store,
  answers,
}: {
  repo: GamesRepository;
  store: CatalogueStore;
  answers: AnswerCache;
}) {
  /** WebP of each drawing served so far, by file name: each is rendered once per instance. */
  const rasters = new Map<string, Promise<Buffer>>();

  /** A drawing's SVG by file name; undefined when no such drawing exists. */
  async function drawing(file: string): Promise<string | undefined> {
    const known = store.art.get(file);
    if (known !== undefined || store.artComplete) return known;
    // A name this instance has not drawn yet (no snapshot of a merchant offering it built here):
    // draw the whole catalogue once, so unknown names cost no query each.
    const { games, vendors } = await repo.allArt();
    for (const game of games) artUrl(store.art, `g${game.id}`, gameIconSvg(game));
    for (const vendor of vendors) {
      artUrl(store.art, `v-${vendor.code}-s`, vendorSmallSvg(vendor));
      artUrl(store.art, `v-${vendor.code}-l`, vendorLargeSvg(vendor));
    }
    store.artComplete = true;
    return store.art.get(file);
  }

  async function changed(merchantId: number): Promise<void> {
    store.forget(merchantId);
    await answers.changed(gamesTopic(merchantId));
  }

  /** Every game and vendor of the merchant, switched off ones too, as the operator sees them. */
  async function everything(merchantId: number) {
    const rows = await repo.loadCatalogue(merchantId);
    const all = buildSnapshot(
      merchantId,
      0,
      {
        vendors: rows.vendors.map((row) => ({ ...row, enabled: true })),
        games: rows.games.map((row) => ({ ...row, enabled: true })),
        classes: rows.classes,
      },
      store.art,
    );
    const gameRows = new Map(rows.games.map((row) => [row.id, row]));
    const games: OperatorGame[] = all.games.map((game) => ({
      ...game.item,
      enabled: gameRows.get(game.id)?.enabled ?? false,
      sortOrder: gameRows.get(game.id)?.sortOrder ?? 0,
    }));
    const counts = new Map<string, number>();
    for (const game of games) counts.set(game.vassalage, (counts.get(game.vassalage) ?? 0) + 1);
    const vendors: OperatorVendor[] = all.vendors.map((vendor, sortOrder) => ({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      gameType: vendor.gameType,
      mobileSmallIcon: vendor.mobileSmallIcon,
      mobileLargeIcon: vendor.mobileLargeIcon,
      enabled: rows.vendors[sortOrder]?.enabled ?? false,
      sortOrder: rows.vendors[sortOrder]?.sortOrder ?? sortOrder,
      games: counts.get(vendor.vassalage) ?? 0,
    }));
    return { games, vendors };
  }

  async function gameOf(merchantId: number, nodeId: number): Promise<OperatorGame> {
    const game = (await everything(merchantId)).games.find((g) => g.nodeId === String(nodeId));
    if (!game) throw new AppError('game.not.found', { field: 'nodeId' });
    return game;
  }

  return {
    snapshot: (merchantId: number) => store.get(merchantId),
    answers: defineGameAnswers(answers),

    /** An icon or logo by file name, as WebP; undefined when no such drawing exists. */
    async art(file: string): Promise<Buffer | undefined> {
      const svg = await drawing(file);
      if (svg === undefined) return undefined;
      let webp = rasters.get(file);
      if (webp === undefined) {
        webp = artWebp(svg);
        rasters.set(file, webp);
        webp.catch(() => rasters.delete(file));
      }
      return webp;
    },

    operator: {
      list: everything,
      async setGame(
        merchantId: number,
        nodeId: number,
        fields: {
          enabled?: boolean | undefined;
          isHot?: boolean | undefined;
          isNew?: boolean | undefined;
        },
      ): Promise<OperatorGame> {
        const set: { enabled?: boolean; isHot?: boolean; isNew?: boolean } = {};
        if (fields.enabled !== undefined) set.enabled = fields.enabled;
        if (fields.isHot !== undefined) set.isHot = fields.isHot;
        if (fields.isNew !== undefined) set.isNew = fields.isNew;
        if (!(await repo.setGame(merchantId, nodeId, set))) {
          throw new AppError('game.not.found', { field: 'nodeId' });
        }
        await changed(merchantId);
        return gameOf(merchantId, nodeId);
      },
      async setVendor(merchantId: number, code: string, enabled: boolean) {
        if (!(await repo.setVendor(merchantId, code, enabled))) {
          throw new AppError('vendor.not.found', { field: 'vendor' });
        }
        await changed(merchantId);
        const vendor = (await everything(merchantId)).vendors.find((v) => v.vassalage === code);
        if (!vendor) throw new AppError('vendor.not.found', { field: 'vendor' });
        return vendor;
      },
      async order(merchantId: number, order: OperatorOrderParsed): Promise<void> {
        if ('vendors' in order) {
          const { vendors } = await everything(merchantId);
          const inCategory = vendors.filter((v) => v.gameType === order.gameType);
          const known = new Set(inCategory.map((v) => v.vassalage));
          if (!order.vendors.every((code) => known.has(code))) {
            throw new AppError('vendor.not.found', { field: 'vendors' });
          }
          // The category's vendors take their old places, in the new order.
          const slots = inCategory.map((v) => v.sortOrder);
          const listed = new Set(order.vendors);
          const sequence = [
            ...order.vendors,
            ...inCategory.map((v) => v.vassalage).filter((code) => !listed.has(code)),
          ];
          await repo.orderVendors(
            merchantId,
            sequence.map((code, n) => ({ code, sortOrder: slots[n] ?? n })),
          );
        } else {
          const unknown = await repo.orderGames(
            merchantId,
            order.vendor,
            order.nodeIds.map(Number),
          );
          if (unknown.length > 0) throw new AppError('game.not.found', { field: 'nodeIds' });
        }
        await changed(merchantId);
      },
    },
  };
}

type OperatorOrderParsed =
  | { gameType: OperatorVendor['gameType']; vendors: string[] }
  | { vendor: string; nodeIds: string[] };
export type GamesService = ReturnType<typeof createGamesService>;

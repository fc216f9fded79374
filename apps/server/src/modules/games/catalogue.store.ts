import type { ChangeBus } from '@/db/change-bus.js';
import { createMerchantSnapshots } from '@/lib/merchant-snapshots.js';
import { buildSnapshot, type ArtRegistry, type CatalogueSnapshot } from './catalogue.js';
import type { GamesRepository } from './games.repository.js';

const TOPIC_PREFIX = 'games:';
/** The change-bus topic of a merchant's catalogue. */
export const gamesTopic = (merchantId: number) => `${TOPIC_PREFIX}${merchantId}`;

/**
 * Catalogue snapshots per merchant, built once per change, so the lobby's reads cost no query.
 * An operator change drops this instance's copy at once and the others' on the change bus.
 */
export function createCatalogueStore({ repo, bus }: { repo: GamesRepository; bus: ChangeBus }) {
  const art: ArtRegistry = new Map();
  let version = 0;
  const snapshots = createMerchantSnapshots(async (merchantId): Promise<CatalogueSnapshot> =>
    buildSnapshot(merchantId, ++version, await repo.loadCatalogue(merchantId), art),
  );

  const state = { artComplete: false };

  const unsubscribe = bus.subscribe((topic) => {
    if (snapshots.dropOn(topic, TOPIC_PREFIX)) state.artComplete = false;
  });

  return {
    get: snapshots.get,
    /** Drawings of this instance, by file name; old ones stay valid for cached pages. */
    art,
    /** Whether `art` holds the whole catalogue's drawings as of the last change. */
    get artComplete() {
      return state.artComplete;
    },
    set artComplete(value: boolean) {
      state.artComplete = value;
    },
    /** Forgets this instance's copy (the caller tells the others through the answer cache). */
    forget: snapshots.forget,
    close: unsubscribe,
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

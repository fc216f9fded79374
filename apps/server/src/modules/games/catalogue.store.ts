import { EVERYTHING_CHANGED, type ChangeBus } from '@/db/change-bus.js';
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
  const snapshots = new Map<number, Promise<CatalogueSnapshot>>();
  const art: ArtRegistry = new Map();
  let version = 0;

  const state = { artComplete: false };

  const unsubscribe = bus.subscribe((topic) => {
    if (topic === EVERYTHING_CHANGED) snapshots.clear();
    else if (topic.startsWith(TOPIC_PREFIX))
      snapshots.delete(Number(topic.slice(TOPIC_PREFIX.length)));
    else return;
    state.artComplete = false;
  });

  function get(merchantId: number): Promise<CatalogueSnapshot> {
    const known = snapshots.get(merchantId);
    if (known) return known;
    const pending = repo.loadCatalogue(merchantId).then(
      (rows) => buildSnapshot(merchantId, ++version, rows, art),
      (error: unknown) => {
        if (snapshots.get(merchantId) === pending) snapshots.delete(merchantId);
        throw error;
      },
    );
    snapshots.set(merchantId, pending);
    return pending;
  }

  return {
    get,
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
    forget: (merchantId: number) => void snapshots.delete(merchantId),
    close: unsubscribe,
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

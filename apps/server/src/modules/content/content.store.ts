import { EVERYTHING_CHANGED, type ChangeBus } from '@/db/change-bus.js';
import type {
  AnnouncementRow,
  ContentRepository,
  HelpEntryRow,
  HotMatchRow,
} from './content.repository.js';

/** A merchant's content, every language, read once per change and kept in memory. */
export type ContentSnapshot = {
  merchantId: number;
  announcements: readonly AnnouncementRow[];
  hotMatches: readonly HotMatchRow[];
  help: readonly HelpEntryRow[];
  /** Bumped on every load of this instance: cached answers put it in their keys. */
  version: number;
};

const TOPIC_PREFIX = 'content:';
/** The change-bus topic of a merchant's content. */
export const contentTopic = (merchantId: number) => `${TOPIC_PREFIX}${merchantId}`;

/**
 * Content snapshots per merchant, so the home page's reads cost no query. An operator change
 * drops this instance's copy at once and the others' on the change bus.
 */
export function createContentStore({ repo, bus }: { repo: ContentRepository; bus: ChangeBus }) {
  const snapshots = new Map<number, Promise<ContentSnapshot>>();
  let version = 0;

  const unsubscribe = bus.subscribe((topic) => {
    if (topic === EVERYTHING_CHANGED) snapshots.clear();
    else if (topic.startsWith(TOPIC_PREFIX))
      snapshots.delete(Number(topic.slice(TOPIC_PREFIX.length)));
  });

  function get(merchantId: number): Promise<ContentSnapshot> {
    const known = snapshots.get(merchantId);
    if (known) return known;
    const pending = repo.loadAll(merchantId).then(
      (rows) => ({ merchantId, ...rows, version: ++version }),
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
    /** Forgets this instance's copy (the caller tells the others through the answer cache). */
    forget: (merchantId: number) => void snapshots.delete(merchantId),
    close: unsubscribe,
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

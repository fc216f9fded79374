import type { ChangeBus } from '@/db/change-bus.js';
import { createMerchantSnapshots } from '@/lib/merchant-snapshots.js';
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
  let version = 0;
  const snapshots = createMerchantSnapshots(async (merchantId): Promise<ContentSnapshot> => ({
    merchantId,
    ...(await repo.loadAll(merchantId)),
    version: ++version,
  }));
  const unsubscribe = bus.subscribe((topic) => void snapshots.dropOn(topic, TOPIC_PREFIX));

  return {
    get: snapshots.get,
    /** Forgets this instance's copy (the caller tells the others through the answer cache). */
    forget: snapshots.forget,
    close: unsubscribe,
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

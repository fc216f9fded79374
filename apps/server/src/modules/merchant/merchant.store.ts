import { createHash } from 'node:crypto';
import { flattenWhitelabel, type WhitelabelFlags, type WhitelabelNode } from '@app/contracts';
import { EVERYTHING_CHANGED, type ChangeBus } from '@/db/change-bus.js';
import type {
  MerchantRepository,
  MerchantRow,
  MerchantSettingsRow,
} from './merchant.repository.js';
import { buildWhitelabelTree } from './whitelabel-tree.js';

/** Everything a request needs to know about its merchant, read once and kept in memory. */
export type MerchantSnapshot = {
  merchant: MerchantRow;
  settings: MerchantSettingsRow;
  whitelabel: WhitelabelNode[];
  flags: WhitelabelFlags;
  /** ETag of the white-label tree: a digest of its content, so every instance gives the same one. */
  whitelabelEtag: string;
  /** Bumped on every reload of this instance. */
  version: number;
};

export const merchantTopic = (code: string) => `merchant:${code}`;

/**
 * Entries kept per cache. Keys come from request headers (Merchant, Host), so misses are cached
 * too but the oldest entries are dropped past this size: an unknown-host flood cannot grow memory.
 */
export const MAX_CACHED_KEYS = 500;

const digest = (value: unknown) =>
  `"wl-${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}"`;

/**
 * In-memory snapshots of merchants and domain routes, so hot reads cost no query. A change is
 * published on the bus; every instance (this one included) drops its copy and reloads on next use.
 */
export function createMerchantStore({ repo, bus }: { repo: MerchantRepository; bus: ChangeBus }) {
  const snapshots = new Map<string, Promise<MerchantSnapshot | undefined>>();
  const domains = new Map<string, Promise<string | undefined>>();
  let version = 0;

  function forget(code: string) {
    snapshots.delete(code);
    domains.clear();
  }
  const unsubscribe = bus.subscribe((topic) => {
    if (topic === EVERYTHING_CHANGED) {
      snapshots.clear();
      domains.clear();
    } else if (topic.startsWith('merchant:')) forget(topic.slice('merchant:'.length));
  });

  async function load(code: string): Promise<MerchantSnapshot | undefined> {
    const merchant = await repo.findByCode(code);
    if (!merchant) return undefined;
    const [settings, modules] = await Promise.all([
      repo.findSettings(merchant.id),
      repo.listModules(merchant.id),
    ]);
    if (!settings) return undefined;
    const whitelabel = buildWhitelabelTree(modules);
    return {
      merchant,
      settings,
      whitelabel,
      flags: flattenWhitelabel(whitelabel),
      whitelabelEtag: digest(whitelabel),
      version: ++version,
    };
  }

  /** Caches the promise so concurrent first requests share one load; failures are not cached. */
  function remember<T>(cache: Map<string, Promise<T>>, key: string, loader: () => Promise<T>) {
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = loader().catch((error: unknown) => {
      // Only this load's entry: a change may already have replaced it with a newer one.
      if (cache.get(key) === pending) cache.delete(key);
      throw error;
    });
    if (cache.size >= MAX_CACHED_KEYS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, pending);
    return pending;
  }

  return {
    get: (code: string) => remember(snapshots, code, () => load(code)),
    codeForDomain: (domain: string) =>
      remember(domains, domain.toLowerCase(), () => repo.findCodeByDomain(domain.toLowerCase())),
    /** Tells every instance that `code` changed; this one forgets at once, the others on NOTIFY. */
    changed(code: string) {
      forget(code);
      return bus.publish(merchantTopic(code));
    },
    close: unsubscribe,
  };
}

export type MerchantStore = ReturnType<typeof createMerchantStore>;

import { flattenWhitelabel, type WhitelabelFlags, type WhitelabelNode } from '@app/contracts';
import type { ChangeBus } from '../../db/change-bus.js';
import type { MerchantRepository, MerchantRow, MerchantSettingsRow } from './merchant.repository.js';
import { buildWhitelabelTree } from './whitelabel-tree.js';

/** Everything a request needs to know about its merchant, read once and kept in memory. */
export type MerchantSnapshot = {
  merchant: MerchantRow;
  settings: MerchantSettingsRow;
  whitelabel: WhitelabelNode[];
  flags: WhitelabelFlags;
  /** Bumped on every reload, for ETags. */
  version: number;
};

const merchantTopic = (code: string) => `merchant:${code}`;

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
    if (topic.startsWith('merchant:')) forget(topic.slice('merchant:'.length));
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
    return { merchant, settings, whitelabel, flags: flattenWhitelabel(whitelabel), version: ++version };
  }

  /** Caches the promise so concurrent first requests share one load; failures are not cached. */
  function remember<T>(cache: Map<string, Promise<T>>, key: string, loader: () => Promise<T>) {
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = loader().catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
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

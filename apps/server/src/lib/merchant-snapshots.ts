import { EVERYTHING_CHANGED } from '../db/change-bus.js';

/**
 * Snapshots per merchant, each loaded once and kept until dropped: concurrent callers share one
 * load, and a failed load is forgotten so that the next call tries again.
 */
export function createMerchantSnapshots<T>(load: (merchantId: number) => Promise<T>) {
  const snapshots = new Map<number, Promise<T>>();
  const get = (merchantId: number): Promise<T> => {
    const known = snapshots.get(merchantId);
    if (known) return known;
    const pending = load(merchantId).catch((error: unknown) => {
      if (snapshots.get(merchantId) === pending) snapshots.delete(merchantId);
      throw error;
    });
    snapshots.set(merchantId, pending);
    return pending;
  };
  return {
    get,
    forget: (merchantId: number) => void snapshots.delete(merchantId),
    /**
     * Drops what the change-bus `topic` names: every snapshot, or the merchant of `prefix` + id.
     * Answers whether it named any.
     */
    dropOn(topic: string, prefix: string): boolean {
      if (topic === EVERYTHING_CHANGED) snapshots.clear();
      else if (topic.startsWith(prefix)) snapshots.delete(Number(topic.slice(prefix.length)));
      else return false;
      return true;
    },
  };
}

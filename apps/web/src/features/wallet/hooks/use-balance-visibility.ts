import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '@/shared/storage';

/**
 * Whether the member masks the balance, remembered in local storage so every place that shows it
 * (header, menu, member centre) and the next visit agree.
 */
const listeners = new Set<() => void>();
const read = () => storage.get(STORAGE_KEYS.hideBalance) === '1';

export const balanceVisibility = {
  isHidden: read,
  setHidden: (hidden: boolean) => {
    if (hidden) storage.set(STORAGE_KEYS.hideBalance, '1');
    else storage.remove(STORAGE_KEYS.hideBalance);
    for (const listener of listeners) listener();
  },
  toggle: () => balanceVisibility.setHidden(!read()),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(balanceVisibility.subscribe, read, read);
}

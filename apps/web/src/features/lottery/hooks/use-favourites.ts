import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@/shared/session';
import { STORAGE_KEYS, storage } from '@/shared/storage';

/** SPEC §3 "Favourites": username → gameIds, latest added first, on this phone. */
type FavouriteMap = Readonly<Record<string, readonly number[]>>;

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));

function parse(raw: string | null): FavouriteMap {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, ids]) => isIdList(ids)));
  } catch {
    return {};
  }
}

/** The stored map, parsed again only when the stored text changed (a stable snapshot). */
let last: { raw: string | null; map: FavouriteMap } = { raw: null, map: {} };
function read(): FavouriteMap {
  const raw = storage.get(STORAGE_KEYS.lotteryFavorites);
  if (raw !== last.raw) last = { raw, map: parse(raw) };
  return last.map;
}

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.lotteryFavorites) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: readonly number[] = [];

/**
 * The member's favourite lottery games (SPEC §4): the heart adds or removes a gameId in their
 * list and saves it; the newest first. A guest has none (the heart asks them to log in).
 */
export function useLotteryFavourites() {
  const userName = useSession()?.userName;
  const map = useSyncExternalStore(subscribe, read);
  const ids = userName === undefined ? NONE : (map[userName] ?? NONE);
  const toggle = useCallback(
    (gameId: number) => {
      if (userName === undefined) return;
      const stored = read();
      const mine = stored[userName] ?? [];
      const next = mine.includes(gameId) ? mine.filter((id) => id !== gameId) : [gameId, ...mine];
      storage.set(STORAGE_KEYS.lotteryFavorites, JSON.stringify({ ...stored, [userName]: next }));
      emit();
    },
    [userName],
  );
  const set = useMemo(() => new Set(ids), [ids]);
  return { ids, has: (gameId: number) => set.has(gameId), toggle };
}

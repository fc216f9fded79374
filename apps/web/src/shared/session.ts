import { guard as g, isAgentType, type Infer } from '@app/contracts/zod-free';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

/** The stored session of SPEC §3 (key MC_SESSION_INFO). */
export const StoredSession = g.object({
  token: g.nonEmptyString,
  merchantCode: g.string,
  userName: g.string,
  type: g.integer,
  firstTimeLogin: g.boolean,
});
export type StoredSession = Infer<typeof StoredSession>;

/** A signed-in agent (SPEC §4 member types, as the contracts define them). */
export const isAgent = (session: StoredSession | undefined) =>
  session !== undefined && isAgentType(session.type);

const listeners = new Set<() => void>();
let current = read();

function read(): StoredSession | undefined {
  return storage.getJson(STORAGE_KEYS.session, (value) => StoredSession.safeParse(value).data);
}

function emit() {
  current = read();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => current,
  set: (session: StoredSession) => {
    storage.set(STORAGE_KEYS.session, JSON.stringify(session));
    emit();
  },
  clear: () => {
    storage.remove(STORAGE_KEYS.session);
    emit();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.session) emit();
  });
}

export function useSession(): StoredSession | undefined {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

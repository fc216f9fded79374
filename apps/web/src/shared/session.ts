import { isAgentType } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { STORAGE_KEYS, storage } from './storage';

/** The stored session of SPEC §3 (key MC_SESSION_INFO). */
export const StoredSession = z.object({
  token: z.string().min(1),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
});
export type StoredSession = z.infer<typeof StoredSession>;

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

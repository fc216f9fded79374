/**
 * Secrets that only this browser can read back: AES-GCM with a key generated non-extractable and
 * kept as a CryptoKey in IndexedDB. Page script can use the key but nobody can read it out, so a
 * copy of localStorage (or of the sealed text anywhere else) reveals nothing.
 */
const DB_NAME = 'mc-device-keys';
const STORE = 'keys';
const KEY_ID = 'saved-login';
/** Sealed texts start with their format version. */
const PREFIX = 'v2:';
const IV_BYTES = 12;

export const isSealedSecret = (text: string): boolean => text.startsWith(PREFIX);

/** The browser's IndexedDB and WebCrypto, or undefined where either is missing (http, old). */
function platform() {
  const { indexedDB: factory, crypto } = globalThis as Partial<typeof globalThis>;
  return factory && crypto?.subtle ? { factory, subtle: crypto.subtle } : undefined;
}

/** How long a key lookup may take before the storage counts as unavailable for now. */
export const SECRET_STORAGE_TIMEOUT_MS = 2000;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let isBlocked = false;
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      if (isBlocked)
        request.result.close(); // given up already
      else resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    // Another tab holds an older version open: give up rather than wait until it closes.
    request.onblocked = () => {
      isBlocked = true;
      reject(new Error('IndexedDB open blocked'));
    };
  });
}

const isAesKey = (value: unknown): value is CryptoKey =>
  typeof value === 'object' &&
  value !== null &&
  (value as CryptoKey).type === 'secret' &&
  (value as CryptoKey).algorithm.name === 'AES-GCM';

/** Stores `fresh` unless a key is there already (another tab was first); answers the kept one. */
function keepFirst(db: IDBDatabase, fresh: CryptoKey): Promise<CryptoKey> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    let kept = fresh;
    const current = store.get(KEY_ID);
    current.onsuccess = () => {
      if (isAesKey(current.result)) kept = current.result;
      else store.put(fresh, KEY_ID);
    };
    transaction.oncomplete = () => resolve(kept);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/** Keys found, per IndexedDB (a test may swap in a new, empty one). */
const found = new WeakMap<IDBFactory, CryptoKey>();

/** This browser's key; made (and stored) on first use when `create`, else undefined if none. */
async function deviceKey(
  { factory, subtle }: NonNullable<ReturnType<typeof platform>>,
  create: boolean,
): Promise<CryptoKey | undefined> {
  const cached = found.get(factory);
  if (cached) return cached;
  const db = await openDb(factory);
  try {
    const stored: unknown = await done(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    let key = isAesKey(stored) ? stored : undefined;
    if (!key && create) {
      const fresh = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      key = await keepFirst(db, fresh);
    }
    if (key) found.set(factory, key);
    return key;
  } finally {
    db.close();
  }
}

/**
 * This browser's key, or an error when IndexedDB fails or takes longer than
 * SECRET_STORAGE_TIMEOUT_MS (blocked, lost connection, a busy disk): no page waits for it.
 */
function deviceKeyInTime(available: NonNullable<ReturnType<typeof platform>>, create: boolean) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB too slow')), SECRET_STORAGE_TIMEOUT_MS);
  });
  return Promise.race([deviceKey(available, create), timeout]).finally(() => clearTimeout(timer));
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
/** The bytes of a base64 text; throws on a text that is not base64. */
export const fromBase64 = (text: string) =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * `secret` sealed to this browser: 'v2:' + base64 of IV and ciphertext. `context` is bound to it
 * (AES-GCM additional data), so it opens only for the same context. Undefined where the browser
 * cannot keep a key: the caller then keeps nothing (never the plain text).
 */
export async function sealSecret(secret: string, context: string): Promise<string | undefined> {
  const available = platform();
  if (!available) return undefined;
  try {
    const key = await deviceKeyInTime(available, true);
    if (!key) return undefined;
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const encoder = new TextEncoder();
    const sealed = await available.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
      key,
      encoder.encode(secret),
    );
    const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
    bytes.set(iv);
    bytes.set(new Uint8Array(sealed), IV_BYTES);
    return PREFIX + toBase64(bytes);
  } catch {
    return undefined; // storage blocked (private mode) or the key refused: keep nothing
  }
}

/**
 * What opening a sealed text gave:
 * - 'opened': its secret;
 * - 'unreadable': it will never open here (no key in this browser, another browser's or another
 *   context's text, damaged): the caller may drop it;
 * - 'unavailable': the key could not be read now (no IndexedDB at the moment, blocked, failing, too
 *   slow): it may open later, so the caller keeps it and goes on without it.
 */
export type OpenedSecret =
  { status: 'opened'; secret: string } | { status: 'unreadable' } | { status: 'unavailable' };

/** Opens a text of sealSecret with the same `context`. Never throws; waits on IndexedDB 2 s at most. */
export async function openSecret(sealed: string, context: string): Promise<OpenedSecret> {
  if (!isSealedSecret(sealed)) return { status: 'unreadable' };
  const available = platform();
  if (!available) return { status: 'unavailable' };
  let key: CryptoKey | undefined;
  try {
    key = await deviceKeyInTime(available, false);
  } catch {
    return { status: 'unavailable' };
  }
  if (!key) return { status: 'unreadable' };
  try {
    const bytes = fromBase64(sealed.slice(PREFIX.length));
    const plain = await available.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.slice(0, IV_BYTES),
        additionalData: new TextEncoder().encode(context),
      },
      key,
      bytes.slice(IV_BYTES),
    );
    return { status: 'opened', secret: new TextDecoder().decode(plain) };
  } catch {
    return { status: 'unreadable' }; // not this key's, not this context's, or damaged
  }
}

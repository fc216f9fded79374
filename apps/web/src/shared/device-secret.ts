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

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
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

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * `secret` sealed to this browser: 'v2:' + base64 of IV and ciphertext. `context` is bound to it
 * (AES-GCM additional data), so it opens only for the same context. Undefined where the browser
 * cannot keep a key: the caller then keeps nothing (never the plain text).
 */
export async function sealSecret(secret: string, context: string): Promise<string | undefined> {
  const available = platform();
  if (!available) return undefined;
  try {
    const key = await deviceKey(available, true);
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

/** The secret of a sealed text, or undefined when this browser cannot open it (no key, moved). */
export async function openSecret(sealed: string, context: string): Promise<string | undefined> {
  const available = platform();
  if (!available || !isSealedSecret(sealed)) return undefined;
  try {
    const key = await deviceKey(available, false);
    if (!key) return undefined;
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
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}

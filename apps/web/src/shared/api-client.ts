import {
  EncryptionKey,
  ErrorEnvelope,
  HEADERS,
  SuccessEnvelope,
  type Guard,
} from '@app/contracts/zod-free';
import { isStandalone } from './device';
import { currentLanguage, i18n } from './i18n';
import { loadErrorCatalogue } from './error-catalogue';
import { encodeBody, type SealingKey } from './request-body';
import { sessionStore } from './session';

/** Codes that mean "you are signed out" besides HTTP 401 (ARCHITECTURE "Wire contract"). */
const SIGNED_OUT_CODES = new Set(['login.not.session', 'user.or.token.invalid']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly value?: unknown,
    /** The values of the message's placeholders, to say the same refusal in another language. */
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A request that never reached the server. `offline` is what the browser said when it failed:
 * read then, not later, so a screen shown after the network is back still tells the two apart.
 */
export class NetworkError extends ApiError {
  constructor(readonly offline: boolean) {
    super(0, 'network.error', i18n.t(offline ? 'common:offline' : 'common:network_error'));
  }
}

/** A request that never reached the server (no answer at all). */
export const isNetworkError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'network.error';

/** A request that failed because this browser was offline (SPEC §8 'no internet'). */
export const isOfflineError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError && error.offline;

type Listener = (error: ApiError) => void;
const errorListeners = new Set<Listener>();

/** Lets the app react to cross-cutting answers (maintenance, restriction) without coupling. */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Running as the standalone home-screen app sends Device OTHERS (SPEC §3). */
const device = (): 'MOBILE' | 'OTHERS' => (isStandalone() ? 'OTHERS' : 'MOBILE');

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Seal the body to the server's published key (login and registration, SPEC §3). */
  sealed?: boolean;
  /** Send the body form-encoded (application/x-www-form-urlencoded) instead of JSON. */
  form?: boolean;
  /** Leave the stored session out (sign-in calls: a trial session must not pick the merchant). */
  anonymous?: boolean;
};

/**
 * The server key for sealed bodies, fetched once and kept in memory, with how far this device's
 * clock is from the server's (sealed bodies carry the server's time).
 */
let encryptionKey: Promise<SealingKey> | undefined;
function getEncryptionKey(): Promise<SealingKey> {
  encryptionKey ??= request('GET', '/wps/system/encryption/key', EncryptionKey).then(
    (key) => ({ key, clockOffsetMs: key.serverTime - Date.now() }),
    (error: unknown) => {
      encryptionKey = undefined;
      throw error;
    },
  );
  return encryptionKey;
}

/** Answers after which a sealed request is sealed again to a freshly read key (and clock). */
const RESEAL_CODES = new Set(['sealed.body.invalid', 'sealed.body.expired']);

/**
 * What an answer's value is checked against: a zod contract, or on the first load a zod-free guard
 * of `@app/contracts/zod-free` (both answer `safeParse`).
 */
export type Schema<T> = Guard<T>;

/** A sealed request whose key the server no longer has, or whose clock drifted, goes again once. */
export async function request<T>(
  method: string,
  path: string,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await send(method, path, schema, options);
  } catch (error) {
    if (!options.sealed || !(error instanceof ApiError) || !RESEAL_CODES.has(error.code)) {
      throw error;
    }
    encryptionKey = undefined;
    return send(method, path, schema, options);
  }
}

async function send<T>(
  method: string,
  path: string,
  schema: Schema<T>,
  options: RequestOptions,
): Promise<T> {
  const { response, session } = await open(method, path, options);
  return read(response, session, schema);
}

export type OpenOptions = RequestOptions & {
  headers?: Record<string, string>;
  cache?: RequestCache;
};

/**
 * Sends a request with the site's headers, for a caller that reads the answer itself
 * (api-revalidate.ts); a request that never got an answer throws a NetworkError.
 */
export async function open(method: string, path: string, options: OpenOptions) {
  const { query, signal } = options;
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const session = options.anonymous ? undefined : sessionStore.get();
  const mode = options.sealed ? 'sealed' : options.form ? 'form' : 'json';
  const encoded = await encodeBody(method, url.pathname, options.body, mode, getEncryptionKey);
  const headers: Record<string, string> = {
    ...options.headers,
    ...encoded.headers,
    [HEADERS.language]: currentLanguage(),
    [HEADERS.device]: device(),
    Accept: 'application/json',
  };
  if (session) {
    headers[HEADERS.authorization] = session.token;
    headers[HEADERS.merchant] = session.merchantCode;
  }

  try {
    const response = await fetch(url, {
      method,
      headers,
      body: encoded.body,
      signal,
      credentials: 'same-origin',
      ...(options.cache ? { cache: options.cache } : {}),
    });
    return { response, session };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(typeof navigator !== 'undefined' && !navigator.onLine);
  }
}

/** Unwraps an answer's envelope and checks its value; an error envelope throws an ApiError. */
export async function read<T>(
  response: Response,
  session: ReturnType<typeof sessionStore.get>,
  schema: Schema<T>,
): Promise<T> {
  const json: unknown = await response.json().catch(() => undefined);
  const failure = ErrorEnvelope.safeParse(json);
  if (!response.ok || failure.success) {
    const error = failure.success
      ? new ApiError(
          response.status,
          failure.data.code,
          failure.data.message,
          failure.data.field,
          failure.data.value,
          failure.data.params,
        )
      : new ApiError(response.status, 'system.error', i18n.t('common:error_occurred'));
    // Only a request that carried the session can tell us the session is gone, and only that
    // session: a late answer to a request sent with an older token leaves a newer sign-in alone.
    const signedOut = response.status === 401 || SIGNED_OUT_CODES.has(error.code);
    if (session && signedOut && sessionStore.get()?.token === session.token) sessionStore.clear();
    for (const listener of errorListeners) listener(error);
    // A screen that shows this refusal may have to say it again in another language.
    if (failure.success) void loadErrorCatalogue();
    throw error;
  }
  // Check the envelope, then the value against the endpoint's contract.
  const envelope = SuccessEnvelope.safeParse(json);
  const value = schema.safeParse(envelope.data?.value);
  if (!envelope.success || !value.success) {
    throw new ApiError(response.status, 'system.error', i18n.t('common:error_occurred'));
  }
  return value.data;
}

/** The one way components reach the server: headers added, envelope unwrapped and checked. */
export const api = {
  get: <T>(path: string, schema: Schema<T>, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <T>(path: string, schema: Schema<T>, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <T>(path: string, schema: Schema<T>, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  delete: <T>(path: string, schema: Schema<T>, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
};

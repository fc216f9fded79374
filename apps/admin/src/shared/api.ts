import { currentLanguage } from './language';
import { session } from './storage';

/**
 * A refusal of the operator API: the HTTP status, the server's stable `code` and its message in
 * the console's language. Network failures and non-JSON answers get a code of their own.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Refine's HttpError shape: its notifications and onError read statusCode. */
  get statusCode(): number {
    return this.status;
  }
}

/** The sign-in, the one call made without a session. */
const SIGN_IN_PATH = '/operator/session';
/** The console's own code for a call made without a session (none is sent to the server). */
export const NOT_SIGNED_IN = 'operator.session.none';

type Envelope =
  { success: true; value: unknown } | { success: false; code: string; message: string };

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'success' in body;

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The bearer to send instead of the session's (sign-out, once the session is cleared). */
  token?: string;
};

export function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls the operator API with the session's bearer token and the console's language, unwraps the
 * envelope and answers its value; a refusal throws an ApiError with the server's code and message.
 */
export async function api<T>(method: string, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = {
    Language: currentLanguage(),
    Accept: 'application/json',
  };
  const token = options.token ?? session.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Signed out (or never in): nothing to ask but the sign-in itself; the console goes there.
  else if (path !== SIGN_IN_PATH) throw new ApiError(401, NOT_SIGNED_IN, 'Not signed in');
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.error', 'The server cannot be reached');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(body)) {
    throw new ApiError(response.status, 'http.error', `HTTP ${response.status}`);
  }
  if (!body.success) throw new ApiError(response.status, body.code, body.message);
  if (!response.ok) throw new ApiError(response.status, 'http.error', `HTTP ${response.status}`);
  return body.value as T;
}

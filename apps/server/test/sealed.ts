import {
  EncryptionKey,
  SEALED_BODY_HEADER,
  SEALED_BODY_SCHEME,
  sealBody,
  type SealedBody,
} from '@app/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '@/app.js';
import { valueOf } from './http.js';

const keys = new WeakMap<App, Promise<EncryptionKey>>();

/** The server's published key, fetched once per app as a client would. */
export function encryptionKey(app: App): Promise<EncryptionKey> {
  let key = keys.get(app);
  if (!key) {
    key = app
      .inject({ url: '/wps/system/encryption/key' })
      .then((response) => valueOf(response, EncryptionKey));
    keys.set(app, key);
  }
  return key;
}

/** A body sealed for `method url` (the path the request goes to unless `sealFor` says otherwise). */
export async function seal(
  app: App,
  method: string,
  url: string,
  payload: Record<string, unknown>,
  now?: number,
): Promise<SealedBody> {
  return sealBody(await encryptionKey(app), method, url, payload, now);
}

export type SealedRequest = {
  method: 'POST' | 'PUT';
  url: string;
  payload: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The caller's IP: route limits count per IP, so tests that need room use one of their own. */
  remoteAddress?: string;
};

export const SEALED_HEADERS = { [SEALED_BODY_HEADER]: SEALED_BODY_SCHEME };

/** Sends `payload` sealed, with the encryption header, as the web client does. */
export async function sealedInject(
  app: App,
  { method, url, payload, headers = {}, remoteAddress }: SealedRequest,
): Promise<LightMyRequestResponse> {
  const path = url.split('?', 1)[0] ?? url;
  return app.inject({
    method,
    url,
    payload: await seal(app, method, path, payload),
    headers: { ...SEALED_HEADERS, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

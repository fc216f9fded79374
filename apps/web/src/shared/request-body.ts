import {
  type EncryptionKey,
  SEALED_BODY_HEADER,
  SEALED_BODY_SCHEME,
} from '@app/contracts/zod-free';

/**
 * How a request body travels: JSON, form-encoded, or JSON sealed to the server's key. A FormData
 * body always travels as multipart/form-data (files: PUT /wps/feedback).
 */
export type BodyMode = 'json' | 'form' | 'sealed';
export type EncodedBody = { body: string | FormData | undefined; headers: Record<string, string> };
/** The server's sealing key and how far the server's clock is ahead of this device's. */
export type SealingKey = { key: EncryptionKey; clockOffsetMs: number };

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Encodes `body` for `method path`; sealing asks `getKey` for the server key (SPEC §3). */
export async function encodeBody(
  method: string,
  path: string,
  body: unknown,
  mode: BodyMode,
  getKey: () => Promise<SealingKey>,
): Promise<EncodedBody> {
  if (body === undefined) return { body: undefined, headers: {} };
  // fetch writes the Content-Type itself, with the multipart boundary it chose.
  if (body instanceof FormData) return { body, headers: {} };
  if (mode === 'form') {
    const fields = Object.entries(body as Record<string, string | number | boolean>).map(
      ([key, value]): [string, string] => [key, String(value)],
    );
    return {
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    };
  }
  if (mode === 'json') return { body: JSON.stringify(body), headers: JSON_TYPE };
  // The X25519 and AES code is only needed to sign in or register: load it then, not at start.
  const { sealBody } = await import('@app/contracts/sealed-body');
  const { key, clockOffsetMs } = await getKey();
  const payload = body as Record<string, unknown>;
  const sealed = sealBody(key, method, path, payload, Date.now() + clockOffsetMs);
  return {
    body: JSON.stringify(sealed),
    headers: { ...JSON_TYPE, [SEALED_BODY_HEADER]: SEALED_BODY_SCHEME },
  };
}

/** The sealed-body header and scheme (see sealing.ts). */
export const SEALED_BODY_HEADER = 'Encryption';
export const SEALED_BODY_SCHEME = 'x25519-aes256gcm-v1';
/** How far a sealed body's timestamp may be from the server's clock. */
export const SEALED_BODY_MAX_SKEW_MS = 5 * 60_000;

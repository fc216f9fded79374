import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '@/lib/app-error.js';

/** What a verified Firebase ID token says of its user. */
export type FirebaseUser = {
  /** The Firebase uid: the identity within the project. */
  uid: string;
  /** How the user signed in ('google.com', 'facebook.com', 'phone', …). */
  signInProvider: string;
  email: string;
  displayName: string;
  /** When the token stops being valid (epoch ms): a spent token is remembered until then. */
  expiresAt: number;
};

/** Clock difference allowed between Google's servers and this one. */
const CLOCK_TOLERANCE_S = 60;
const MAX_UID_LENGTH = 128;

const invalid = () => new AppError('firebase.token.invalid');
const stringClaim = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Verifies a Firebase ID token as Firebase documents it: an RS256 signature by one of Google's
 * published keys, issuer https://securetoken.google.com/<project>, audience the project, not
 * expired, issued and authenticated in the past, a uid of 1–128 characters. Any failure is one
 * error: a caller learns nothing about which check refused the token.
 */
export async function verifyIdToken(
  token: string,
  projectId: string,
  keys: JWTVerifyGetKey,
  now: Date = new Date(),
): Promise<FirebaseUser> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: `https://securetoken.google.com/${projectId}`,
      audience: projectId,
      requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now,
    }));
  } catch (error) {
    // Bad tokens are the caller's fault; anything else (the keys unreachable) is ours.
    if (error instanceof errors.JOSEError) throw invalid();
    throw error;
  }
  const seconds = now.getTime() / 1000 + CLOCK_TOLERANCE_S;
  const { sub, auth_time: authTime, iat, exp } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_UID_LENGTH) throw invalid();
  if (typeof authTime !== 'number' || authTime > seconds) throw invalid();
  if (typeof iat !== 'number' || iat > seconds || typeof exp !== 'number') throw invalid();
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  return {
    uid: sub,
    signInProvider: stringClaim(firebase?.sign_in_provider),
    email: stringClaim(payload.email),
    displayName: stringClaim(payload.name),
    expiresAt: exp * 1000,
  };
}

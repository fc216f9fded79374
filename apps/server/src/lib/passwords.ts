import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (19 MiB, t=2, p=1): about 13 ms a hash on these machines. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a password nobody knows, verified when the account does not exist so that an
 * unknown account and a wrong password take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(
  hashed: string | undefined,
  password: string,
): Promise<boolean> {
  if (!hashed) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

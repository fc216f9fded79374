import { CAPTCHA_MAX_DIGITS } from '@app/contracts';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '@/db/client.js';
import { captchaDataUrl } from './captcha-image.js';
import { createCaptchaRepository } from './captcha.repository.js';

/** Digits in a captcha: SPEC §9's 6 (CAPTCHA_MAX_DIGITS). */
export const CAPTCHA_LENGTH = CAPTCHA_MAX_DIGITS;
export const CAPTCHA_TTL_SECONDS = 120;
/** One issue in this many also deletes long-expired rows, so the table stays small without a job. */
const SWEEP_EVERY = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored form of a captcha: its code never lies in the database, only this digest. */
export function captchaHash(id: string, code: string): string {
  return createHash('sha256').update(`${code}:${id}`).digest('hex');
}

function randomCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

type Deps = {
  db: DbOrTx;
  /**
   * Told the answer of each captcha as it is issued. For tests only (server tests, and the e2e
   * server entry in test/): buildApp's `captchaAnswers`, which main.ts never sets.
   */
  onIssue?: (id: string, code: string) => void;
};

/** Numeric image captchas: issued with a fresh id, checked once, then dead whatever the answer. */
export function createCaptchaService({ db, onIssue }: Deps) {
  const repo = createCaptchaRepository(db);

  return {
    /** A new captcha; `replacing` (the client's previous one) stops answering at once. */
    async issue(replacing?: string): Promise<{ id: string; image: string }> {
      if (replacing && UUID.test(replacing)) await repo.remove(replacing);
      if (randomInt(0, SWEEP_EVERY) === 0) await repo.sweep();
      const id = randomUUID();
      const code = randomCode(CAPTCHA_LENGTH);
      await repo.insert(id, captchaHash(id, code), CAPTCHA_TTL_SECONDS);
      onIssue?.(id, code);
      return { id, image: captchaDataUrl(code) };
    },

    /**
     * Whether `code` answers the live captcha `captchaId`. Any call uses the captcha up, right or
     * wrong, so each image allows one guess; a missing or malformed id is simply false.
     */
    async verify(captchaId: string | undefined, code: string): Promise<boolean> {
      if (!captchaId || !UUID.test(captchaId)) return false;
      const stored = await repo.claim(captchaId);
      if (stored === undefined) return false;
      const given = Buffer.from(captchaHash(captchaId, code.trim()));
      const expected = Buffer.from(stored);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

// Declared with the service, so that every program compiling captcha.routes.ts (its reader,
// verifyRequestCaptcha; e2e/ type-checks it on its own) sees it. The verification module decorates it.
declare module 'fastify' {
  interface FastifyInstance {
    /** The verification module's captchas, read through verifyRequestCaptcha(request, code). */
    captchas: CaptchaService;
  }
}

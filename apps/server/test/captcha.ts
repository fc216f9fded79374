import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { captchas } from '@/db/schema/index.js';
import { CAPTCHA_COOKIE } from '@/modules/verification/captcha.routes.js';
import { captchaHash } from '@/modules/verification/captcha.service.js';
import { sharedDatabase } from './test-app.js';

/**
 * A live captcha whose answer the test knows (the image of GET /wps/captcha cannot be read by a
 * test). Send `headers: { cookie }` with the request and `code` as its captcha.
 */
export async function plantCaptcha(
  code = '24680',
  { expiresInSeconds = 120 }: { expiresInSeconds?: number } = {},
): Promise<{ id: string; code: string; cookie: string }> {
  const { db } = await sharedDatabase();
  const id = randomUUID();
  await db.insert(captchas).values({
    id,
    codeHash: captchaHash(id, code),
    expiresAt: sql`now() + make_interval(secs => ${expiresInSeconds})`,
  });
  return { id, code, cookie: `${CAPTCHA_COOKIE}=${id}` };
}

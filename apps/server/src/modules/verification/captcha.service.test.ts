import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas } from '@/db/schema/index.js';
import { plantCaptcha } from '../../../test/captcha.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { captchaHash, createCaptchaService } from './captcha.service.js';

async function captchaService() {
  const { db } = await sharedDatabase();
  return createCaptchaService({ db });
}

describe('captcha service', () => {
  it('accepts the right answer once: a captcha is single use', async () => {
    const service = await captchaService();
    const planted = await plantCaptcha('13579');
    expect(await service.verify(planted.id, '13579')).toBe(true);
    expect(await service.verify(planted.id, '13579')).toBe(false);
  });

  it('spends the captcha on a wrong answer, so each image allows one guess', async () => {
    const service = await captchaService();
    const planted = await plantCaptcha('24680');
    expect(await service.verify(planted.id, '24681')).toBe(false);
    expect(await service.verify(planted.id, '24680')).toBe(false);
  });

  it('refuses an expired captcha, a missing id and a malformed id', async () => {
    const service = await captchaService();
    const expired = await plantCaptcha('11111', { expiresInSeconds: -1 });
    expect(await service.verify(expired.id, '11111')).toBe(false);
    expect(await service.verify(undefined, '11111')).toBe(false);
    expect(await service.verify("x' OR 1=1 --", '11111')).toBe(false);
  });

  it('stores only a hash of the code, expiring in two minutes', async () => {
    const { db } = await sharedDatabase();
    const service = await captchaService();
    const { id } = await service.issue();
    const [row] = await db.select().from(captchas).where(eq(captchas.id, id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(121_000);
    expect(captchaHash(id, '12345')).not.toBe(captchaHash(id, '12346'));
  });

  it('lets a new captcha replace the previous one of the client', async () => {
    const service = await captchaService();
    const previous = await plantCaptcha('22222');
    await service.issue(previous.id);
    expect(await service.verify(previous.id, '22222')).toBe(false);
  });

  it('tells the test-only answer hook the code that verify() then accepts', async () => {
    const { db } = await sharedDatabase();
    const answers = new Map<string, string>();
    const service = createCaptchaService({
      db,
      onIssue: (id, code) => answers.set(id, code),
    });
    const { id, image } = await service.issue();
    const code = answers.get(id) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(await service.verify(id, code)).toBe(true);
  });

  it('lets only one of two simultaneous answers with the right code through', async () => {
    const service = await captchaService();
    const planted = await plantCaptcha('97531');
    const results = await Promise.all([
      service.verify(planted.id, '97531'),
      service.verify(planted.id, '97531'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

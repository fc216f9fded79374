import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '@/db/schema/index.js';
import { merchantIdOf, phoneMembers } from '../../../test/members.js';
import { ageSmsCodes, smsCodeSetup } from '../../../test/sms.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { SMS_LIVE_CODES, SMS_MAX_ATTEMPTS } from './sms.service.js';

describe('SMS code service', () => {
  let merchantId = 0;
  const people = phoneMembers();
  beforeAll(async () => {
    merchantId = await merchantIdOf();
  });
  afterAll(() => people.remove());

  const setup = smsCodeSetup;

  it('sends a 6-digit code that answers once', async () => {
    const { sms, mobile, to, codes } = await setup();
    expect(await codes.send(merchantId, 'register', '63', mobile)).toEqual({ expiredMinutes: 5 });
    const code = sms.lastCode(to);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.consume(merchantId, 'register', '+63', mobile, code)).toBe(true);
    expect(await codes.consume(merchantId, 'register', '63', mobile, code)).toBe(false);
  });

  it('requireRight: a wrong code is verification.code.error; a right one spends once', async () => {
    const { sms, mobile, to, codes } = await setup();
    await codes.send(merchantId, 'register', '63', mobile);
    const code = sms.lastCode(to);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = { code: 'verification.code.error', details: { field: 'verificationCode' } };
    await expect(
      codes.requireRight(merchantId, 'register', '63', mobile, wrong),
    ).rejects.toMatchObject(refused);
    const first = await codes.requireRight(merchantId, 'register', '63', mobile, code);
    const second = await codes.requireRight(merchantId, 'register', '63', mobile, code);
    await first.spend();
    await expect(second.spend()).rejects.toMatchObject(refused);
  });

  it('stores only a hash of the code', async () => {
    const { db } = await sharedDatabase();
    const { sms, mobile, to, codes } = await setup();
    await codes.send(merchantId, 'register', '63', mobile);
    const rows = await db.select().from(smsCodes).where(eq(smsCodes.mobileNum, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(sms.lastCode(to));
  });

  it('kills a code after 5 tries, even when the sixth is right', async () => {
    const { sms, mobile, to, codes } = await setup();
    await codes.send(merchantId, 'register', '63', mobile);
    const code = sms.lastCode(to);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i += 1) {
      expect(await codes.consume(merchantId, 'register', '63', mobile, wrong)).toBe(false);
    }
    expect(await codes.consume(merchantId, 'register', '63', mobile, code)).toBe(false);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const { sms, mobile, to, codes } = await setup();
    await codes.send(merchantId, 'register', '63', mobile);
    const code = sms.lastCode(to);
    for (let i = 0; i < SMS_MAX_ATTEMPTS - 1; i += 1) {
      await codes.consume(merchantId, 'register', '63', mobile, 'abc');
    }
    expect(await codes.consume(merchantId, 'register', '63', mobile, code)).toBe(true);
  });

  it('refuses an expired code and a code of another purpose', async () => {
    const { sms, mobile, to, codes } = await setup();
    await people.add(merchantId, '63', mobile);
    await codes.send(merchantId, 'noLogin', '63', mobile);
    await codes.idle();
    const code = sms.lastCode(to);
    expect(await codes.consume(merchantId, 'register', '63', mobile, code)).toBe(false);
    await ageSmsCodes(mobile, 5 * 60 + 1);
    expect(await codes.consume(merchantId, 'noLogin', '63', mobile, code)).toBe(false);
  });

  it(`accepts any of the ${SMS_LIVE_CODES} newest codes of the number and purpose; using one kills the others`, async () => {
    const { sms, mobile, to, codes } = await setup();
    const issued: string[] = [];
    for (let i = 0; i <= SMS_LIVE_CODES; i += 1) {
      // A resend from another IP (a stranger): it must not cancel the codes already sent.
      await codes.send(merchantId, 'register', '63', mobile, { ip: `192.0.2.${i + 1}` });
      issued.push(sms.lastCode(to));
    }
    const [oldest, , second, newest] = issued as [string, string, string, string];
    // Only the newest SMS_LIVE_CODES count: the oldest is out of the window (unless it repeats).
    if (!issued.slice(1).includes(oldest)) {
      expect(await codes.consume(merchantId, 'register', '63', mobile, oldest)).toBe(false);
    }
    expect(await codes.consume(merchantId, 'register', '63', mobile, second)).toBe(true);
    // Using one used them all up.
    expect(await codes.consume(merchantId, 'register', '63', mobile, newest)).toBe(false);
  });

  it('counts a wrong try against each live code', async () => {
    const { sms, mobile, to, codes } = await setup();
    await codes.send(merchantId, 'register', '63', mobile, { ip: '192.0.2.1' });
    const first = sms.lastCode(to);
    await codes.send(merchantId, 'register', '63', mobile, { ip: '192.0.2.2' });
    const second = sms.lastCode(to);
    const wrong = ['000000', '000001', '000002'].find((c) => c !== first && c !== second) ?? '';
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i += 1) {
      expect(await codes.consume(merchantId, 'register', '63', mobile, wrong)).toBe(false);
    }
    expect(await codes.consume(merchantId, 'register', '63', mobile, first)).toBe(false);
    expect(await codes.consume(merchantId, 'register', '63', mobile, second)).toBe(false);
  });

  it('words the SMS in the language asked for', async () => {
    const { sms, mobile, codes } = await setup();
    await codes.send(merchantId, 'register', '63', mobile, { language: 'EN', brand: 'Lucky' });
    expect(sms.sent[0]?.text).toMatch(
      /^Your Lucky verification code is \d{6}\. It expires in 5 minutes\.$/,
    );
  });
});

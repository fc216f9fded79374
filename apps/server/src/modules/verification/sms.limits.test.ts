import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, phoneMembers } from '../../../test/members.js';
import { ageSmsCodes, refusal, smsCodeSetup } from '../../../test/sms.js';
import { SMS_HOURLY_LIMIT, SMS_NUMBER_HOURLY_LIMIT } from './sms.service.js';

describe('SMS code limits and disclosure', () => {
  let merchantId = 0;
  const people = phoneMembers();
  beforeAll(async () => {
    merchantId = await merchantIdOf();
  });
  afterAll(() => people.remove());

  const setup = smsCodeSetup;

  it('allows one code a minute and five an hour per number and IP, then lets the owner in again', async () => {
    const { mobile, codes } = await setup();
    const send = (ip: string) => codes.send(merchantId, 'register', '63', mobile, { ip });
    await send('198.51.100.1');
    expect(await refusal(send('198.51.100.1'))).toEqual([429, 'too.many.requests']);
    // Another IP (the owner) is not held up by the stranger's minute.
    await send('198.51.100.2');
    for (let i = 1; i < SMS_HOURLY_LIMIT; i += 1) {
      await ageSmsCodes(mobile, 61);
      await send('198.51.100.1');
    }
    await ageSmsCodes(mobile, 61);
    expect(await refusal(send('198.51.100.1'))).toEqual([429, 'too.many.requests']);
    // The stranger's hour is spent; the owner's IP still gets a code.
    expect(await send('198.51.100.2')).toEqual({ expiredMinutes: 5 });
    await ageSmsCodes(mobile, 3600);
    expect(await send('198.51.100.1')).toEqual({ expiredMinutes: 5 });
  });

  it(`allows ${SMS_NUMBER_HOURLY_LIMIT} codes an hour per number from all IPs`, async () => {
    const { mobile, codes } = await setup();
    const send = (ip: string) => codes.send(merchantId, 'register', '63', mobile, { ip });
    for (let i = 0; i < SMS_NUMBER_HOURLY_LIMIT; i += 1) await send(`198.51.100.${10 + i}`);
    expect(await refusal(send('198.51.100.99'))).toEqual([429, 'too.many.requests']);
    await ageSmsCodes(mobile, 3600);
    expect(await send('198.51.100.99')).toEqual({ expiredMinutes: 5 });
  });

  it('issues one code when two requests for a number race', async () => {
    const { mobile, codes } = await setup();
    const send = () => refusal(codes.send(merchantId, 'register', '63', mobile));
    const results = await Promise.all([send(), send()]);
    expect(results).toContainEqual([429, 'too.many.requests']);
    expect(results).toContain(undefined);
  });

  it('answers a register code for a member number like any other, texting the owner no code', async () => {
    const { sms, mobile, to, codes } = await setup();
    await people.add(merchantId, '63', mobile);
    expect(await codes.send(merchantId, 'register', '+63', mobile, { language: 'EN' })).toEqual({
      expiredMinutes: 5,
    });
    expect(sms.sent).toEqual([{ to, text: expect.stringMatching(/you already have one/) }]);
    expect(sms.lastCode(to)).toBe('');
  });

  it('sends a noLogin code only to a member, answering alike for a stranger', async () => {
    const { sms, mobile, to, codes } = await setup();
    const stranger = await setup();
    await people.add(merchantId, '63', mobile);
    expect(await codes.send(merchantId, 'noLogin', '63', mobile)).toEqual({ expiredMinutes: 5 });
    expect(await stranger.codes.send(merchantId, 'noLogin', '63', stranger.mobile)).toEqual({
      expiredMinutes: 5,
    });
    await codes.idle();
    expect(sms.sent.map((m) => m.to)).toEqual([to]);
    expect(stranger.sms.sent).toHaveLength(0);
    // The stranger's number is limited just like a member's, so 429 reveals nothing either.
    expect(
      await refusal(stranger.codes.send(merchantId, 'noLogin', '63', stranger.mobile)),
    ).toEqual([429, 'too.many.requests']);
  });

  it('sends nothing to a disabled member by noLogin', async () => {
    const { sms, mobile, codes } = await setup();
    await people.add(merchantId, '63', mobile, { disabled: true });
    await codes.send(merchantId, 'noLogin', '63', mobile);
    await codes.idle();
    expect(sms.sent).toHaveLength(0);
  });

  it('tells the caller when the register code could not be sent', async () => {
    const { mobile, codes } = await setup('failed');
    expect(await refusal(codes.send(merchantId, 'register', '63', mobile))).toEqual([
      502,
      'sms.send.failed',
    ]);
  });
});

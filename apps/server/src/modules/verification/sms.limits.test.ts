import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, phoneMembers } from '../../../test/members.js';
import { ageSmsCodes, refusal, smsCodeSetup } from '../../../test/sms.js';

describe('SMS code limits and disclosure', () => {
  let merchantId = 0;
  const people = phoneMembers();
  beforeAll(async () => {
    merchantId = await merchantIdOf();
  });
  afterAll(() => people.remove());

  const setup = smsCodeSetup;

  it('allows one code a minute and five an hour per number, then lets the owner in again', async () => {
    const { mobile, codes } = await setup();
    const send = () => codes.send(merchantId, 'register', '63', mobile);
    await send();
    expect(await refusal(send())).toEqual([429, 'too.many.requests']);
    for (let i = 1; i < 5; i += 1) {
      await ageSmsCodes(mobile, 61);
      await send();
    }
    await ageSmsCodes(mobile, 61);
    expect(await refusal(send())).toEqual([429, 'too.many.requests']);
    await ageSmsCodes(mobile, 3600);
    expect(await send()).toEqual({ expiredMinutes: 5 });
  });

  it('issues one code when two requests for a number race', async () => {
    const { mobile, codes } = await setup();
    const send = () => refusal(codes.send(merchantId, 'register', '63', mobile));
    const results = await Promise.all([send(), send()]);
    expect(results).toContainEqual([429, 'too.many.requests']);
    expect(results).toContain(undefined);
  });

  it('refuses to send a register code to a member number (409 mobile.exists)', async () => {
    const { sms, mobile, codes } = await setup();
    await people.add(merchantId, '63', mobile);
    expect(await refusal(codes.send(merchantId, 'register', '+63', mobile))).toEqual([
      409,
      'mobile.exists',
    ]);
    expect(sms.sent).toHaveLength(0);
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
      'system.error',
    ]);
  });
});

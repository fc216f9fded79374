import { describe, expect, it } from 'vitest';
import { passwordResetEmail, smsCodeText } from './texts.js';

describe('message texts', () => {
  it('words the SMS code in Filipino (TY) and English', () => {
    expect(smsCodeText('TY', { code: '123456', minutes: 5 })).toBe(
      'Ang iyong Perlas Play verification code ay 123456. Mag-e-expire ito sa 5 minuto.',
    );
    expect(smsCodeText('EN', { code: '123456', minutes: 5, brand: 'Lucky Site' })).toBe(
      'Your Lucky Site verification code is 123456. It expires in 5 minutes.',
    );
  });

  it('escapes the account and link in the HTML of the reset e-mail but not in its text', () => {
    const mail = passwordResetEmail('TY', {
      account: '<b>ana</b>',
      link: 'https://x.example/r?a=1&b="2"',
      minutes: 30,
    });
    expect(mail.subject).toBe('I-reset ang iyong password sa Perlas Play');
    expect(mail.text).toContain('Kumusta <b>ana</b>,');
    expect(mail.text).toContain('https://x.example/r?a=1&b="2"');
    expect(mail.html).toContain('Kumusta &lt;b&gt;ana&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://x.example/r?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).not.toContain('<b>');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.js';
import { captureLog } from '../../../test/log.js';
import { latestOutbox } from '../../../test/outbox.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createMessaging } from './messaging.js';
import type { SmsProvider } from './providers.js';

describe('messaging configuration', () => {
  it('reads SMTP_URL, SMTP_FROM, SMS_HTTP_URL and SMS_HTTP_TOKEN, with a default sender', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      smtpFrom: 'Perlas Play <no-reply@perlasplay.example>',
      smsHttpUrl: undefined,
      smsHttpToken: undefined,
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      SMTP_FROM: 'Site <hi@site.example>',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 'secret',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      smtpFrom: 'Site <hi@site.example>',
      smsHttpUrl: 'https://sms.example/send',
      smsHttpToken: 'secret',
    });
  });

  it('refuses an SMTP_URL or SMS_HTTP_URL of another scheme', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_HTTP_URL: 'ftp://sms.example' })).toThrow(ConfigError);
  });

  it('uses the providers it is given and keeps unconfigured e-mail in the outbox', async () => {
    const { db } = await sharedDatabase();
    const sent: string[] = [];
    const sms: SmsProvider = { send: async (to) => (sent.push(to), 'sent') };
    const messaging = createMessaging({
      db,
      log: captureLog().logger,
      config: {},
      overrides: { sms },
    });
    await messaging.sms.send('+630000', 'hi');
    expect(sent).toEqual(['+630000']);
    expect(await messaging.email.send({ to: 'm@example.com', subject: 's', text: 't' })).toBe(
      'logged',
    );
    expect(await latestOutbox('m@example.com')).toMatchObject({ status: 'logged' });
    messaging.close();
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutbox } from '../../../test/outbox.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createEmailProvider } from './email.js';
import { createOutbox, REDACTED } from './outbox.js';
import { passwordResetEmail } from './texts.js';
import { captureLog } from '../../../test/log.js';

type Received = { from: string; to: string[]; raw: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read an ASCII body. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('e-mail provider', () => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let smtpUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  it('delivers through SMTP to the recipient with subject and body, and keeps a sent copy', async () => {
    const { db } = await sharedDatabase();
    const log = captureLog();
    const provider = createEmailProvider({
      outbox: createOutbox({ db, log: log.logger }),
      smtpUrl,
    });
    const message = passwordResetEmail('EN', {
      account: 'maria',
      link: 'https://demo.example/m/forget?resetToken=abc123',
      minutes: 30,
    });
    const status = await provider.send({ to: 'maria@example.com', ...message });
    provider.close();

    expect(status).toBe('sent');
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['maria@example.com']);
    expect(mail?.from).toBe('no-reply@perlasplay.example');
    expect(mail?.raw).toMatch(/^Subject: Reset your Perlas Play password$/m);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain('Hello maria,');
    expect(body).toContain('https://demo.example/m/forget?resetToken=abc123');
    expect(await latestOutbox('maria@example.com')).toMatchObject({
      channel: 'email',
      subject: 'Reset your Perlas Play password',
      status: 'sent',
    });
  });

  it('keeps e-mails in the outbox and the log when no SMTP server is configured', async () => {
    const { db } = await sharedDatabase();
    const log = captureLog();
    const provider = createEmailProvider({ outbox: createOutbox({ db, log: log.logger }) });
    const text = 'Kumusta pedro, ito ang iyong link: https://demo.example/r/xyz';
    const status = await provider.send({ to: 'pedro@example.com', subject: 'Link', text });

    expect(status).toBe('logged');
    expect(await latestOutbox('pedro@example.com')).toMatchObject({
      body: text,
      status: 'logged',
    });
    expect(log.lines().some((line) => line.includes(text))).toBe(true);
  });

  it('queues an e-mail the SMTP server cannot take, or fails it at once when asked', async () => {
    const { db } = await sharedDatabase();
    const log = captureLog();
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));

    const provider = createEmailProvider({
      outbox: createOutbox({ db, log: log.logger }),
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    const status = await provider.send({ to: 'nobody@example.com', subject: 'Hi', text: 'Hello' });
    // Queued to be tried again, its text kept until it goes.
    expect(status).toBe('queued');
    expect(await latestOutbox('nobody@example.com')).toMatchObject({
      status: 'retrying',
      body: 'Hello',
      attempts: 1,
    });
    const once = { to: 'nobody2@example.com', subject: 'Hi', text: 'Hello' };
    expect(await provider.send(once, { retry: false })).toBe('failed');
    provider.close();
    expect(await latestOutbox('nobody2@example.com')).toMatchObject({
      status: 'failed',
      body: REDACTED,
    });
  });
});

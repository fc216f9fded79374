import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/log.js';
import { latestOutbox } from '../../../test/outbox.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createMessaging } from './messaging.js';
import { createOutbox, MAX_ATTEMPTS, REDACTED, retryDelayMs } from './outbox.js';

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('messages the provider refused are tried again, with a longer wait each time', () => {
  /** Texts the gateway took, by recipient; it refuses everything while `up` is false. */
  const taken = new Map<string, string[]>();
  let up = false;
  const gateway: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const { to, text } = JSON.parse(body) as { to: string; text: string };
      if (up) taken.set(to, [...(taken.get(to) ?? []), text]);
      response.statusCode = up ? 200 : 503;
      response.end('{}');
    });
  });
  let url = '';
  let time = Date.UTC(2026, 10, 29, 4);
  beforeAll(async () => {
    // Opened (and seeded) here, under the hooks' time limit, not in the first test's.
    await sharedDatabase();
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => {
    gateway.closeAllConnections();
    return new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  async function messaging() {
    const { db } = await sharedDatabase();
    return createMessaging({
      db,
      log: captureLog().logger,
      config: { smsHttpUrl: url },
      now: () => time,
    });
  }
  const number = () => `+6391${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(13, '0');

  it('sends a queued SMS once the gateway is back, and keeps its text no longer', async () => {
    const { sms, retryDue, retries } = await messaging();
    expect(retries).toBe(true);
    const to = number();
    up = false;
    expect(await sms.send(to, 'Your code is 246810')).toBe('queued');
    expect(await latestOutbox(to)).toMatchObject({ status: 'retrying', attempts: 1 });

    // Not due before its wait.
    time += retryDelayMs(1) - 1_000;
    await retryDue();
    expect(taken.get(to)).toBeUndefined();

    up = true;
    time += 2_000;
    await retryDue();
    expect(taken.get(to)).toEqual(['Your code is 246810']);
    expect(await latestOutbox(to)).toMatchObject({
      status: 'sent',
      attempts: 2,
      body: REDACTED,
      nextAttemptAt: null,
    });
    // Sent is sent: nothing goes twice.
    time += 10 * 60_000;
    await retryDue();
    expect(taken.get(to)).toHaveLength(1);
  });

  it('gives a message up after MAX_ATTEMPTS tries, each wait twice the last', async () => {
    const { sms, retryDue } = await messaging();
    const to = number();
    up = false;
    expect(await sms.send(to, 'Your code is 135790')).toBe('queued');
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) {
      const row = await latestOutbox(to);
      expect(row).toMatchObject({ status: 'retrying', attempts });
      expect(row?.nextAttemptAt?.getTime()).toBe(time + retryDelayMs(attempts));
      time += retryDelayMs(attempts);
      await retryDue();
    }
    expect(await latestOutbox(to)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      body: REDACTED,
    });
  });

  it('hands each due message to one retrier when several instances look at once', async () => {
    const [a, b] = [await messaging(), await messaging()];
    const to = number();
    up = false;
    await a.sms.send(to, 'Hello once');
    up = true;
    time += retryDelayMs(1);
    await Promise.all([a.retryDue(), b.retryDue(), a.retryDue()]);
    expect(taken.get(to)).toEqual(['Hello once']);
  });

  it('lets a retrier that outlived its claim change nothing once another took the message', async () => {
    const { db } = await sharedDatabase();
    const { sms } = await messaging();
    const instance = () => createOutbox({ db, log: captureLog().logger, now: () => time });
    const [slow, next] = [instance(), instance()];
    /** Claims until this test's message is the one claimed (earlier tests' may be due first). */
    const claim = async (outbox: ReturnType<typeof instance>, to: string) => {
      let claimed = await outbox.claimNext();
      while (claimed && claimed.recipient !== to) claimed = await outbox.claimNext();
      return claimed!;
    };
    const to = number();
    up = false;
    await sms.send(to, 'Hello from a slow retrier');
    time += retryDelayMs(1);
    const late = await claim(slow, to);

    // The slow retrier's claim lapses and another instance claims the message, still sending it.
    time += 61_000;
    const taking = await claim(next, to);
    // The slow one's refusal comes in now: it must not settle the message under the other claim.
    expect(await slow.settle(late, false)).toBe('lapsed');
    expect(await next.settle(taking, true)).toBe('sent');
    expect(await latestOutbox(to)).toMatchObject({ status: 'sent', attempts: 2, body: REDACTED });
  });

  it('gives up waiting messages when their provider is removed from the configuration', async () => {
    const { sms } = await messaging();
    const to = number();
    up = false;
    expect(await sms.send(to, 'Your notice')).toBe('queued');
    const { db } = await sharedDatabase();
    const withoutGateway = createMessaging({ db, log: captureLog().logger, config: {} });
    expect(withoutGateway.retries).toBe(false);
    expect(await withoutGateway.expireUnsendable()).toBeGreaterThanOrEqual(1);
    expect(await latestOutbox(to)).toMatchObject({
      status: 'failed',
      body: REDACTED,
      nextAttemptAt: null,
    });
  });
});

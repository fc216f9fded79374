import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/log.js';
import { latestOutbox } from '../../../test/outbox.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createMessaging } from './messaging.js';
import { MAX_ATTEMPTS, REDACTED, retryDelayMs } from './outbox.js';

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
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/log.js';
import { latestOutbox } from '../../../test/outbox.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createOutbox, REDACTED } from './outbox.js';
import { createSmsProvider } from './sms-provider.js';
import { smsCodeText } from './texts.js';

type Hit = { authorization: string | undefined; type: string | undefined; body: unknown };

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('SMS provider', () => {
  const hits: Hit[] = [];
  /** The gateway answers by path: /ok 200, /down 500, /slow never. */
  const gateway: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      hits.push({
        authorization: request.headers.authorization,
        type: request.headers['content-type'],
        body: JSON.parse(body) as unknown,
      });
      if (request.url === '/slow') return;
      response.statusCode = request.url === '/ok' ? 200 : 500;
      response.end('{}');
    });
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    gateway.closeAllConnections();
    return new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  async function provider(path?: string, token?: string) {
    const { db } = await sharedDatabase();
    const log = captureLog();
    const outbox = createOutbox({ db, log: log.logger });
    const httpUrl = path === undefined ? undefined : `${base}${path}`;
    return { sms: createSmsProvider({ outbox, httpUrl, token, timeoutMs: 300 }), log };
  }

  it('posts { to, text } with the bearer token to the gateway and keeps a sent copy', async () => {
    const { sms } = await provider('/ok', 'gateway-secret');
    const text = smsCodeText('EN', { code: '123456', minutes: 5 });
    expect(await sms.send('+639170000001', text)).toBe('sent');
    expect(hits.at(-1)).toEqual({
      authorization: 'Bearer gateway-secret',
      type: 'application/json',
      body: { to: '+639170000001', text },
    });
    // Once a real gateway has it, the code is kept nowhere else.
    expect(await latestOutbox('+639170000001')).toMatchObject({ body: REDACTED, status: 'sent' });
  });

  it('records a failed SMS when the gateway answers an error or does not answer in time', async () => {
    const down = await provider('/down');
    expect(await down.sms.send('+639170000002', 'x', { retry: false })).toBe('failed');
    expect(hits.at(-1)?.authorization).toBeUndefined();
    expect(await latestOutbox('+639170000002')).toMatchObject({ status: 'failed', body: REDACTED });
    const slow = await provider('/slow');
    // Tried again later unless the caller says otherwise.
    expect(await slow.sms.send('+639170000003', 'y')).toBe('queued');
    expect(await latestOutbox('+639170000003')).toMatchObject({ status: 'retrying', body: 'y' });
    expect(slow.log.lines().some((line) => line.includes('"level":40'))).toBe(true);
  });

  it('keeps SMS in the outbox and writes the code into the log when no gateway is set', async () => {
    const { sms, log } = await provider();
    const text = smsCodeText('TY', { code: '654321', minutes: 5 });
    expect(await sms.send('+639170000004', text)).toBe('logged');
    expect(await latestOutbox('+639170000004')).toMatchObject({ body: text, status: 'logged' });
    expect(log.lines().some((line) => line.includes('654321'))).toBe(true);
  });
});

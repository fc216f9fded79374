import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { captureStream } from '../test/log.js';
import { buildTestApp } from '../test/test-app.js';
import type { App } from './app.js';
import type { TrustProxy } from './config.js';

describe('app options', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('logs requests without their query string (no reset token in the log)', async () => {
    const log = captureStream();
    app = await buildTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
    const response = await app.inject({
      url: '/m/forget?resetToken=secret-token-value&x=1',
      headers: { authorization: 'Bearer hidden-session' },
    });
    expect(response.statusCode).toBe(200);
    const lines = log.lines();
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, unknown> })
      .find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/m/forget', host: 'localhost:80' });
    expect(incoming?.req).toHaveProperty('remoteAddress');
    for (const line of lines) {
      expect(line).not.toContain('secret');
      expect(line).not.toContain('hidden-session');
    }
  });

  it('takes the client address from the proxies TRUST_PROXY names, not the client-written entry', async () => {
    const extend = (scope: FastifyInstance) => {
      scope.get('/test/ip', (request) => ({ ip: request.ip, protocol: request.protocol }));
    };
    const ipOf = async (trustProxy: TrustProxy) => {
      const built = await buildTestApp({ config: { trustProxy }, extend });
      const response = await built.inject({
        url: '/test/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https' },
      });
      await built.close();
      const { ip, protocol } = response.json<{ ip: string; protocol: string }>();
      return `${protocol} ${ip}`;
    };
    expect(await ipOf(false)).toBe('http 10.0.0.2');
    expect(await ipOf(1)).toBe('https 203.0.113.9');
    expect(await ipOf(2)).toBe('https 6.6.6.6');
    expect(await ipOf(['10.0.0.0/8'])).toBe('https 203.0.113.9');
    expect(await ipOf(['192.168.0.0/16'])).toBe('http 10.0.0.2');
    expect(await ipOf(true)).toBe('https 6.6.6.6');
  });
});

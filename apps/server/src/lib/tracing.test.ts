import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { inSpan, MAX_ATTRIBUTE_LENGTH, startTracing, type Tracing } from './tracing.js';

/** What an OTLP/HTTP JSON export holds, as far as these tests read it. */
type Exported = {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{
      spans: Array<{
        traceId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        status?: { code?: number };
        attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number } }>;
      }>;
    }>;
  }>;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('traces go to an OTLP collector when one is configured', () => {
  /** A collector on loopback: every export it was sent. */
  const exports: Exported[] = [];
  const collector: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(body) as Exported);
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  });
  let endpoint = '';
  let tracing: Tracing;
  const spans = () =>
    exports.flatMap((one) =>
      one.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
    );
  const attribute = (span: ReturnType<typeof spans>[number], key: string) =>
    span.attributes.find((a) => a.key === key)?.value;

  beforeAll(async () => {
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    tracing = await startTracing({ endpoint, serviceName: 'drill-test', version: '9.9.9' });
  });
  afterAll(async () => {
    await tracing.shutdown();
    collector.closeAllConnections();
    await new Promise<void>((resolve) => collector.close(() => resolve()));
  });

  it("makes a server span per request, named by its route, continuing the caller's trace", async () => {
    const app = await buildTestApp({ config: { otlpEndpoint: endpoint } });
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parentId = '00f067aa0ba902b7';
      const answer = await app.inject({
        url: '/healthz',
        headers: { traceparent: `00-${traceId}-${parentId}-01` },
      });
      expect(answer.statusCode).toBe(200);
      const missing = await app.inject({ url: `/wps/no/such/route/${'x'.repeat(3000)}` });
      expect(missing.statusCode).toBe(404);
      await tracing.flush();

      const health = spans().find((span) => span.name === 'GET /healthz');
      expect(health).toMatchObject({ traceId, parentSpanId: parentId, kind: 2 });
      expect(attribute(health!, 'http.response.status_code')).toEqual({ intValue: 200 });
      expect(attribute(health!, 'request.id')?.stringValue).toBe(answer.headers['x-request-id']);
      // A request no route matched keeps the method alone: raw paths never name spans.
      const unmatched = spans().find((span) => span.name === 'GET' && span.traceId !== traceId);
      expect(unmatched).toBeDefined();
      // The client's long path is cut to the limit, not carried whole.
      const path = attribute(unmatched!, 'url.path')?.stringValue ?? '';
      expect(path.startsWith('/wps/no/such/route/x')).toBe(true);
      expect(path).toHaveLength(MAX_ATTRIBUTE_LENGTH);
      const resource = exports[0]?.resourceSpans[0]?.resource.attributes ?? [];
      expect(resource).toContainEqual({
        key: 'service.name',
        value: { stringValue: 'drill-test' },
      });
    } finally {
      await app.close();
    }
  });

  it('spans a piece of work and marks it failed when it throws', async () => {
    await expect(
      inSpan('lottery.draw', { 'lottery.game': 'SPD1' }, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
    await tracing.flush();
    const draw = spans().find((span) => span.name === 'lottery.draw');
    expect(draw?.status?.code).toBe(2);
    expect(attribute(draw!, 'lottery.game')).toEqual({ stringValue: 'SPD1' });
  });
});

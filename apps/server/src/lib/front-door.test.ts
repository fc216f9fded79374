import http from 'node:http';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { operatorSwitches } from '../../test/operator.js';
import { buildTestApp } from '../../test/test-app.js';
import { createFrontDoor, MAX_KEY_LENGTH, type HeldAnswer } from './front-door.js';

const GAME_LIST = '/wps/relay/GCSGAME_gameList?gameType=SLOTS&pageNo=1&pageSize=26&platform=html5';
const PHONE = { language: 'TY', 'accept-encoding': 'gzip, deflate, br' };

/** An answer; its request id apart (each answer has its own). */
type Answer = { status: number; headers: Record<string, string>; body: Buffer; id: string };
const withoutId = (answer: Answer): Omit<Answer, 'id'> => {
  const { status, headers, body } = answer;
  return { status, headers, body };
};

/** The server's request log: each request Fastify handled logs 'incoming request' with its URL. */
function requestLog() {
  const stream = new PassThrough();
  const handled: string[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.includes('incoming request')) continue;
      handled.push((JSON.parse(line) as { req: { url: string } }).req.url);
    }
  });
  return { stream, handled };
}

describe('front door: repeated public reads answered before Fastify', () => {
  const log = requestLog();
  let app: App;
  let origin: string;
  let switches: ReturnType<typeof operatorSwitches>;

  beforeAll(async () => {
    app = await buildTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  /** The answer's bytes as sent (fetch would ask for gzip itself and inflate it). */
  function get(path: string, headers: Record<string, string> = PHONE): Promise<Answer> {
    return new Promise((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const received = { ...response.headers } as Record<string, string>;
            const id = received['x-request-id'] ?? '';
            Reflect.deleteProperty(received, 'date');
            Reflect.deleteProperty(received, 'x-request-id');
            resolve({
              status: response.statusCode ?? 0,
              headers: received,
              body: Buffer.concat(chunks),
              id,
            });
          });
        })
        .on('error', reject);
    });
  }
  /** Whether Fastify handled the last `count` requests of `path` (the log shows each it did). */
  const handledSince = async (before: number) => {
    await new Promise((resolve) => setTimeout(resolve, 20)); // the log is written asynchronously
    return log.handled.length - before;
  };

  it('sends a repeated read with the bytes and headers Fastify sent, Fastify untouched', async () => {
    const compressed = await app.inject({ url: '/wps/system/whitelabel', headers: PHONE });
    const before = log.handled.length;
    const first = await get('/wps/system/whitelabel');
    const second = await get('/wps/system/whitelabel');
    expect(await handledSince(before)).toBe(1);
    expect(first.status).toBe(200);
    expect(withoutId(second)).toEqual(withoutId(first));
    // Each answer has an id of its own, the door's as Fastify's.
    expect(second.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.id).not.toBe(first.id);
    expect(second.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );

    // The same held answer for each encoding the phone takes, and 304 for its tag.
    const plain = await get('/wps/system/whitelabel', { language: 'TY' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(zlib.brotliDecompressSync(compressed.rawPayload).toString());
    const again = await get('/wps/system/whitelabel', {
      ...PHONE,
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await handledSince(before)).toBe(1);
  });

  it("passes the proxy's request id back and counts the door's answers apart in /metrics", async () => {
    const before = log.handled.length;
    await get('/wps/system/whitelabel');
    const passed = await get('/wps/system/whitelabel', { ...PHONE, 'x-request-id': 'edge-42.a' });
    expect(await handledSince(before)).toBeLessThanOrEqual(1);
    expect(passed.id).toBe('edge-42.a');
    // An id that could forge a log line is replaced.
    const forged = await get('/wps/system/whitelabel', { ...PHONE, 'x-request-id': 'a b\tc' });
    expect(forged.id).toMatch(/^[0-9a-f-]{36}$/);

    const scraped = (await get('/metrics', {})).body.toString();
    const count = (by: string) =>
      Number(
        new RegExp(
          `http_requests_total\\{route="/wps/system/whitelabel",method="GET",status="200",by="${by}"\\} (\\d+)`,
        ).exec(scraped)?.[1] ?? 0,
      );
    expect(count('front_door')).toBeGreaterThanOrEqual(2);
    // A path spelt another way reaches the same route: counted under its pattern, not a new label.
    await get('/wps/system/white%6Cabel');
    await get('/wps/system/white%6Cabel');
    const again = (await get('/metrics', {})).body.toString();
    expect(again).not.toContain('%6C');
    expect(count('app')).toBeGreaterThanOrEqual(1);
    expect(scraped).toMatch(
      /http_request_duration_seconds_bucket\{le="0.001",route="\/wps\/system\/whitelabel",method="GET",by="front_door"\}/,
    );
  });

  it("holds the status per caller: its body names the caller's address", async () => {
    const before = log.handled.length;
    const first = await get('/wps/system/status');
    const second = await get('/wps/system/status');
    expect(await handledSince(before)).toBe(1);
    expect(withoutId(second)).toEqual(withoutId(first));
    expect(JSON.parse(second.body.toString())).toMatchObject({
      value: { location: { ip: '127.0.0.1' } },
    });
    // Another forwarding header may name another caller: Fastify answers it.
    await get('/wps/system/status', { ...PHONE, 'x-forwarded-for': '203.0.113.9' });
    expect(await handledSince(before)).toBe(2);
  });

  it('leaves to Fastify a request of another merchant, language or query', async () => {
    await get(GAME_LIST);
    const before = log.handled.length;
    await get(GAME_LIST, { ...PHONE, language: 'EN' });
    await get(GAME_LIST, { ...PHONE, merchant: 'DEMO' });
    await get(`${GAME_LIST}&gameName=fortune`);
    expect(await handledSince(before)).toBe(3);
    await get(GAME_LIST);
    expect(await handledSince(before)).toBe(3);
  });

  it("answers a token where the route reads no session, never where it reads one (a member's notices)", async () => {
    const token = { ...PHONE, authorization: 'Bearer not-a-session' };
    await get(GAME_LIST);
    const before = log.handled.length;
    expect(withoutId(await get(GAME_LIST, token))).toEqual(withoutId(await get(GAME_LIST)));
    expect(await handledSince(before)).toBe(0);
    const notices =
      '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M';
    await get(notices);
    await get(notices);
    expect(await handledSince(before)).toBe(1);
    // The token goes to Fastify, which looks for its session (a stale one reads as a guest).
    expect((await get(notices, token)).status).toBe(200);
    expect(await handledSince(before)).toBe(2);
  });

  it('sends only the 304 of a countdown answer (the lottery lobby): each body has its own time left', async () => {
    const lobby = '/lgw/games/mobile?prizeMode=LOTT&device=MOBILE';
    const first = await get(lobby);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toContain('"remainTime":');
    const tagged = { ...PHONE, 'if-none-match': first.headers.etag! };
    const fromFastify = await app.inject({ url: lobby, headers: tagged });
    expect(fromFastify.statusCode).toBe(304);

    const held = log.handled.length;
    const again = await get(lobby, tagged);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The headers Fastify sends, but its date and connection, and each answer's own request id.
    for (const [name, value] of Object.entries(fromFastify.headers)) {
      if (!['date', 'connection', 'x-request-id'].includes(name)) {
        expect(again.headers[name]).toBe(value);
      }
    }
    expect(again.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await handledSince(held)).toBe(0);
    // A phone without the tag gets a body, with the time left now: from Fastify.
    expect((await get(lobby)).status).toBe(200);
    expect(await handledSince(held)).toBe(1);
  });

  it('is emptied by a change: maintenance closes the lobby at once', async () => {
    expect((await get(GAME_LIST)).status).toBe(200);
    await switches.maintenance(true);
    const closed = await get(GAME_LIST);
    expect(closed.status).toBe(503);
    expect(JSON.parse(closed.body.toString())).toMatchObject({ success: false });
    await switches.restore();
    expect((await get(GAME_LIST)).status).toBe(200);
  });
});

describe('front door rules', () => {
  const RULE = { route: '/wps/system/country', perCaller: false, sessionFree: false };
  const answer = (until = Infinity): HeldAnswer => ({
    etag: '"t"',
    tag: '"t"',
    cacheControl: 'no-cache',
    vary: 'Merchant',
    body: { identity: Buffer.from('{"success":true}') },
    compressed: false,
    until,
  });
  const request = (url = '/wps/system/country') =>
    ({ method: 'GET', url, headers: {}, socket: { remoteAddress: '10.0.0.1' } }) as never;
  function response() {
    const sent: { status?: number; body?: unknown } = {};
    const fake = {
      setHeader() {
        return fake;
      },
      writeHead(status: number) {
        sent.status = status;
        return fake;
      },
      end(body?: unknown) {
        sent.body = body;
      },
    };
    return { fake: fake as never, sent };
  }

  it('sends an answer chosen by the time until its end, then leaves it to Fastify', () => {
    let now = 1_000;
    const front = createFrontDoor({ now: () => now });
    const held = request();
    front.enter(held);
    front.hold(held, answer(2_000), RULE);
    const sent = response();
    expect(front.answer(request(), sent.fake)).toBe(true);
    expect(sent.sent.status).toBe(200);
    now = 2_000;
    expect(front.answer(request(), response().fake)).toBe(false);
  });

  it('holds nothing built before a change, nor a request Fastify got without the door', () => {
    const front = createFrontDoor();
    const early = request();
    front.enter(early);
    front.clear(); // a change while the request was answered
    front.hold(early, answer(), RULE);
    expect(front.answer(request(), response().fake)).toBe(false);
    front.hold(request(), answer(), RULE); // app.inject: never through the door
    expect(front.answer(request(), response().fake)).toBe(false);
  });

  it('holds no request with a padded address or header (at most a few megabytes in all)', () => {
    const front = createFrontDoor();
    const padded = request(`/wps/system/country?pad=${'x'.repeat(MAX_KEY_LENGTH)}`);
    front.enter(padded);
    front.hold(padded, answer(), RULE);
    expect(front.answer(padded, response().fake)).toBe(false);
  });

  it('holds nothing once closing, and nothing for other methods', () => {
    const front = createFrontDoor();
    const post = { ...(request() as object), method: 'POST' } as never;
    front.enter(post);
    front.hold(post, answer(), RULE);
    expect(front.answer(post, response().fake)).toBe(false);
    front.close();
    const late = request();
    front.enter(late);
    front.hold(late, answer(), RULE);
    expect(front.answer(request(), response().fake)).toBe(false);
  });
});

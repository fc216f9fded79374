import { OperatorInboxMessage, PayoutRun } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authHeaders } from '../test/accounts.js';
import { valueOf } from '../test/http.js';
import { operatorHeaders } from '../test/operator.js';
import { sharedDatabase, TEST_CONFIG } from '../test/test-app.js';
import { buildApp, type App } from './app.js';
import type { Services } from './composition.js';
import { merchants } from './db/schema/index.js';
import { createAgentScope, createPayoutsServices } from './modules/agent/index.js';
import { createInbox } from './modules/inbox/index.js';
import { createSessions, type SessionMember } from './modules/session/index.js';

const UNREAD = '/wps/relay/CSP_unreadCount';
const FAKE_TOKEN = 'fake-session-token';

describe('the composition root takes fakes', () => {
  let app: App;
  const readers: unknown[] = [];
  const sends: unknown[] = [];
  let demoId = -1;

  beforeAll(async () => {
    const database = await sharedDatabase();
    const [demo] = await database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'DEMO'));
    demoId = demo?.id ?? demoId;
    const member: SessionMember = {
      sessionId: -1,
      memberId: -7,
      account: 'fake-member',
      type: 1,
      merchantId: demo?.id ?? demoId,
      merchantCode: 'DEMO',
    };
    // The real services' shapes, with the calls this test makes answered by the test.
    const sessions: Services['sessions'] = {
      ...createSessions(database),
      resolve: async (token) => (token === FAKE_TOKEN ? member : undefined),
    };
    const realInbox = createInbox(database);
    const inbox: Services['inbox'] = {
      ...realInbox,
      unreadCount: async (reader) => {
        readers.push(reader);
        return 42;
      },
      operator: {
        ...realInbox.operator,
        send: async (merchant, input) => {
          sends.push({ merchant, input });
          return {
            id: -1,
            account: null,
            sender: input.sender,
            texts: input.texts,
            sentAt: 0,
            reads: 0,
          };
        },
      },
    };
    app = await buildApp({ database, config: TEST_CONFIG, fakes: { sessions, inbox } });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a member route with the fake session and the fake inbox', async () => {
    const response = await app.inject({ url: UNREAD, headers: authHeaders(FAKE_TOKEN) });
    expect(valueOf(response, z.number())).toBe(42);
    expect(readers).toEqual([{ memberId: -7, merchantId: demoId }]);
    // Another token is nobody's: the fake session service is the one asked.
    expect((await app.inject({ url: UNREAD, headers: authHeaders('other') })).statusCode).not.toBe(
      200,
    );
  });

  it('hands the same fake inbox to the operator API', async () => {
    const texts = {
      EN: { title: 'Hello', content: 'Hi' },
      TY: { title: 'Kumusta', content: 'Hi' },
    };
    const response = await app.inject({
      method: 'POST',
      url: '/operator/merchants/DEMO/inbox',
      headers: operatorHeaders,
      payload: { account: 'fake-member', texts },
    });
    expect(valueOf(response, OperatorInboxMessage).id).toBe(-1);
    expect(sends).toEqual([
      {
        merchant: expect.any(Number),
        input: { account: 'fake-member', texts, sender: expect.any(String) },
      },
    ]);
  });
});

describe('the composition root builds the agent payouts', () => {
  let app: App;
  let ticks = 0;
  const runsAsked: unknown[] = [];

  beforeAll(async () => {
    const database = await sharedDatabase();
    const real = createPayoutsServices({
      db: database.db,
      scope: createAgentScope(database.db),
      paymentPasswords: { assert: async () => undefined },
    });
    const payouts: Services['payouts'] = {
      ...real,
      engine: {
        ...real.engine,
        tick: async () => {
          ticks += 1;
          return { closed: 0, paid: 0, payments: 0 };
        },
      },
      operator: {
        ...real.operator,
        runs: async (merchantId, kind, limit) => {
          runsAsked.push({ merchantId, kind, limit });
          return [];
        },
      },
    };
    // The engine leader's instance; the draw engine beside it has no merchant of its own.
    app = await buildApp({
      database,
      config: TEST_CONFIG,
      lottery: { runEngine: true, engineScope: [-1] },
      fakes: { payouts },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('runs the composed period engine as the leader job', async () => {
    await vi.waitFor(() => expect(ticks).toBeGreaterThan(0), { timeout: 5_000 });
  });

  it('hands the composed operator side to the operator API', async () => {
    const response = await app.inject({
      url: '/operator/merchants/DEMO/payout-runs?limit=3',
      headers: operatorHeaders,
    });
    expect(valueOf(response, z.array(PayoutRun))).toEqual([]);
    expect(runsAsked).toEqual([{ merchantId: expect.any(Number), kind: undefined, limit: 3 }]);
  });
});

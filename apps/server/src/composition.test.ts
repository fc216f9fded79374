import { OperatorInboxMessage } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeaders } from '../test/accounts.js';
import { valueOf } from '../test/http.js';
import { operatorHeaders } from '../test/operator.js';
import { sharedDatabase, TEST_CONFIG } from '../test/test-app.js';
import { buildApp, type App } from './app.js';
import type { Services } from './composition.js';
import { merchants } from './db/schema/index.js';
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

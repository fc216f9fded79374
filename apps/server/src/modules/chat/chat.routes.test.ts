import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SENDS_PER_MINUTE,
  ChatMessage,
  ChatPage,
  ChatThreads,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { DEMO_ACCOUNTS } from '@/db/seed/demo-members.js';
import { createSessions } from '@/modules/session/index.js';
import { authHeaders, createAccount, signIn, type TestAccount } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

const LAUNCH = '/wps/relay/CBS_launchChat';
const SEND = '/wps/relay/CBS_sendChat';
const READ = '/wps/relay/CBS_readChat';
const UNREAD = '/wps/relay/CBS_chatUnread';
const DESK = '/operator/merchants/DEMO/chats';

const key = () => randomBytes(9).toString('base64url');

/** Live chat (SPEC §7 CBS_launchChat; issue 31): a member's thread, answered from the desk. */
describe('live chat', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A fresh member, signed in: their calls. */
  async function member(account?: TestAccount) {
    const created = account ?? (await createAccount());
    const { token } = await signIn(app, created);
    const headers = authHeaders(token);
    return {
      id: created.id,
      account: created.account,
      send: (body: string, sendKey = key()) =>
        app.inject({ method: 'POST', url: SEND, headers, payload: { body, key: sendKey } }),
      launch: async (before?: number) =>
        valueOf(
          await app.inject({ url: before ? `${LAUNCH}?before=${before}` : LAUNCH, headers }),
          ChatPage,
        ),
      unread: async () => valueOf(await app.inject({ url: UNREAD, headers }), z.number()),
      read: () => app.inject({ method: 'POST', url: READ, headers, payload: {} }),
    };
  }
  const desk = {
    threads: async (waiting = false) =>
      valueOf(
        await app.inject({ url: `${DESK}?waiting=${waiting}`, headers: operatorHeaders }),
        ChatThreads,
      ).threads,
    open: (memberId: number) =>
      app.inject({ url: `${DESK}/${memberId}`, headers: operatorHeaders }),
    answer: (memberId: number, body: string, answerKey = key(), merchant = 'DEMO') =>
      app.inject({
        method: 'POST',
        url: `/operator/merchants/${merchant}/chats/${memberId}`,
        headers: operatorHeaders,
        payload: { body, key: answerKey },
      }),
  };

  it('a member writes, the desk sees it waiting, answers, and the member sees the answer and its dot', async () => {
    const juan = await member();
    expect(await juan.launch()).toEqual({ messages: [], hasMore: false, unread: 0 });
    const sent = valueOf(await juan.send('  Hindi pumasok ang deposit ko  '), ChatMessage);
    expect(sent).toMatchObject({ author: 'member', body: 'Hindi pumasok ang deposit ko' });

    const waiting = (await desk.threads(true)).find((thread) => thread.memberId === juan.id);
    expect(waiting).toMatchObject({
      account: juan.account,
      lastBody: 'Hindi pumasok ang deposit ko',
      lastAuthor: 'member',
      unread: 1,
    });
    // Opening the thread reads it.
    const opened = valueOf(await desk.open(juan.id), ChatPage);
    expect(opened.messages.map((message) => message.body)).toEqual([sent.body]);
    expect((await desk.threads()).find((t) => t.memberId === juan.id)?.unread).toBe(0);

    const answer = valueOf(await desk.answer(juan.id, 'Titingnan namin ngayon.'), ChatMessage);
    expect(answer.author).toBe('staff');
    // Answered: no longer waiting on staff.
    expect((await desk.threads(true)).some((t) => t.memberId === juan.id)).toBe(false);
    expect(await juan.unread()).toBe(1);
    const thread = await juan.launch();
    expect(thread.messages.map((message) => [message.author, message.body])).toEqual([
      ['member', 'Hindi pumasok ang deposit ko'],
      ['staff', 'Titingnan namin ngayon.'],
    ]);
    expect(thread.unread).toBe(1);
    expect((await juan.read()).statusCode).toBe(200);
    expect(await juan.unread()).toBe(0);
  });

  it('a retry under the same key sends once; the same key for other words is refused', async () => {
    const ana = await member();
    const sameKey = key();
    const first = valueOf(await ana.send('Hello', sameKey), ChatMessage);
    const again = valueOf(await ana.send('Hello', sameKey), ChatMessage);
    expect(again.id).toBe(first.id);
    const other = await ana.send('Something else', sameKey);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('idempotency.conflict');
    expect((await ana.launch()).messages).toHaveLength(1);
    expect((await desk.threads()).find((t) => t.memberId === ana.id)?.unread).toBe(1);
  });

  it("a member reads only their own thread, and staff answer only their merchant's members", async () => {
    const one = await member();
    const two = await member();
    await one.send('Private to one');
    expect((await two.launch()).messages).toEqual([]);
    const elsewhere = await desk.answer(one.id, 'Hi', key(), 'DEMOTRIAL');
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).code).toBe('member.not.found');
    expect(await one.unread()).toBe(0);
  });

  it('refuses empty and over-long messages, naming the field, and sends nothing', async () => {
    const pedro = await member();
    for (const body of ['   ', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)]) {
      const refused = await pedro.send(body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).field).toBe('body');
    }
    const hidden = await pedro.send('refund\u202Eplease');
    expect(hidden.statusCode).toBe(400);
    expect(errorOf(hidden).field).toBe('body');
    expect((await pedro.launch()).messages).toEqual([]);
  });

  it('keeps the lines of a message (CR LF made LF, a tab a space)', async () => {
    const lines = await member();
    const sent = valueOf(await lines.send('Account: juan\r\nAmount:\t500\n\nSalamat'), ChatMessage);
    expect(sent.body).toBe('Account: juan\nAmount: 500\n\nSalamat');
    const answer = valueOf(await desk.answer(lines.id, 'Natanggap.\nPakihintay po.'), ChatMessage);
    expect(answer.body).toBe('Natanggap.\nPakihintay po.');
  });

  it(`takes at most ${CHAT_SENDS_PER_MINUTE} messages a minute from a member`, async () => {
    const busy = await member();
    for (let i = 0; i < CHAT_SENDS_PER_MINUTE; i++) {
      expect((await busy.send(`message ${i}`)).statusCode).toBe(200);
    }
    const refused = await busy.send('one more');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
    expect((await busy.launch()).messages).toHaveLength(CHAT_SENDS_PER_MINUTE);
  });

  it('counts sends made at once one by one, and still answers a retry past the limit', async () => {
    const rushed = await member();
    const first = key();
    expect((await rushed.send('first', first)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: CHAT_SENDS_PER_MINUTE + 5 }, (_, i) => rushed.send(`at once ${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(
      CHAT_SENDS_PER_MINUTE - 1,
    );
    expect((await rushed.launch()).messages).toHaveLength(CHAT_SENDS_PER_MINUTE);
    // A lost answer of an earlier message is answered again, not refused as a flood.
    expect((await rushed.send('first', first)).statusCode).toBe(200);
  });

  it('pages a long thread back, oldest first within a page', async () => {
    const long = await member();
    for (let i = 0; i < 12; i++)
      expect((await desk.answer(long.id, `note ${i}`)).statusCode).toBe(200);
    const latest = await long.launch();
    expect(latest.messages.at(-1)?.body).toBe('note 11');
    expect(latest.hasMore).toBe(false);
    const first = latest.messages[0];
    const before = await long.launch(latest.messages[5]?.id);
    expect(before.messages.map((m) => m.id)).toEqual(latest.messages.slice(0, 5).map((m) => m.id));
    expect(first?.body).toBe('note 0');
  });

  it("the demo site starts with the demo player's answered question (its dot on) and one waiting at the desk", async () => {
    const demo = await member({ ...DEMO_ACCOUNTS.player, id: 0, merchantId: 0, path: '' });
    const thread = await demo.launch();
    expect(thread.messages.map((message) => message.author)).toEqual(['member', 'staff']);
    expect(thread.unread).toBe(1);
    const waiting = await desk.threads(true);
    expect(waiting.some((t) => t.account === DEMO_ACCOUNTS.downline[0].account)).toBe(true);
  });

  it('a trial account has no chat (free_reject)', async () => {
    const trial = await createAccount({ type: 4 });
    const { token } = await createSessions(await sharedDatabase()).create(
      { memberId: trial.id, merchantId: trial.merchantId },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    const refused = await app.inject({ url: LAUNCH, headers: authHeaders(token) });
    expect(errorOf(refused).code).toBe('free_reject');
  });
});

import { Inbox, InboxMessage, OperatorInboxMessage, type InboxSendInput } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { DEMO_ACCOUNTS } from '@/db/seed/demo-members.js';
import { authHeaders, createAccount, signIn, type TestAccount } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';

const INBOX = '/wps/relay/CSP_getInbox';
const UNREAD = '/wps/relay/CSP_unreadCount';
const READ = '/wps/relay/CSP_readInbox';
const READ_ALL = '/wps/relay/CSP_readAllInbox';
const DELETE = '/wps/relay/CSP_deleteInbox';

const TEXTS = {
  EN: { title: 'Your withdrawal is on its way', content: '<p>It reaches your bank today.</p>' },
  TY: { title: 'Papunta na ang iyong withdrawal', content: '<p>Darating ito ngayong araw.</p>' },
};

describe('inbox: messages, read state and unread count', () => {
  let app: App;
  const sent: number[] = [];
  const switches = () => operatorSwitches(app);
  let undo: ReturnType<typeof operatorSwitches> | undefined;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await undo?.restore();
    for (const id of sent.splice(0)) {
      await app.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMO/inbox/${id}`,
        headers: operatorHeaders,
      });
    }
  });
  afterAll(() => app.close());

  async function send(input: InboxSendInput, merchant = 'DEMO') {
    const response = await app.inject({
      method: 'POST',
      url: `/operator/merchants/${merchant}/inbox`,
      headers: operatorHeaders,
      payload: input,
    });
    const message = valueOf(response, OperatorInboxMessage);
    sent.push(message.id);
    return message;
  }

  /** A fresh member, signed in: their headers. */
  async function member(): Promise<{ account: TestAccount; headers: Record<string, string> }> {
    const account = await createAccount();
    return { account, headers: authHeaders((await signIn(app, account)).token) };
  }

  const inbox = async (headers: Record<string, string>, query = '') =>
    valueOf(await app.inject({ url: `${INBOX}${query}`, headers }), Inbox);
  const unread = async (headers: Record<string, string>) =>
    valueOf(await app.inject({ url: UNREAD, headers }), z.number());
  const read = (headers: Record<string, string>, id: number) =>
    app.inject({ method: 'POST', url: READ, headers, payload: { id } });

  it('starts empty, then shows a message sent to the member in their language, unread', async () => {
    const { account, headers } = await member();
    expect(await inbox(headers)).toEqual({
      list: [],
      pageNum: 1,
      totalPages: 0,
      total: 0,
      unread: 0,
    });
    expect(await unread(headers)).toBe(0);

    const message = await send({ account: account.account, sender: 'Cashier', texts: TEXTS });
    const ty = await inbox(headers);
    expect(ty).toMatchObject({ total: 1, unread: 1, totalPages: 1 });
    expect(ty.list[0]).toMatchObject({
      id: message.id,
      title: TEXTS.TY.title,
      content: TEXTS.TY.content,
      sender: 'Cashier',
      read: false,
    });
    const en = await inbox({ ...headers, language: 'EN' });
    expect(en.list[0]?.title).toBe(TEXTS.EN.title);
    expect(await unread(headers)).toBe(1);
  });

  it('shows a message written in one language to readers of the other', async () => {
    const { account, headers } = await member();
    await send({ account: account.account, texts: { EN: TEXTS.EN } });
    expect((await inbox(headers)).list[0]?.title).toBe(TEXTS.EN.title);
  });

  it('drops the unread count when the member opens a message, once', async () => {
    const { account, headers } = await member();
    const first = await send({ account: account.account, texts: TEXTS });
    await send({ account: account.account, texts: TEXTS });
    expect(await unread(headers)).toBe(2);

    const opened = valueOf(await read(headers, first.id), InboxMessage);
    expect(opened).toMatchObject({ id: first.id, title: TEXTS.TY.title, read: true });
    expect(await unread(headers)).toBe(1);
    // Opening it again changes nothing.
    valueOf(await read(headers, first.id), InboxMessage);
    expect(await unread(headers)).toBe(1);
    const list = (await inbox(headers)).list;
    expect(list.find((item) => item.id === first.id)?.read).toBe(true);
    expect(list.filter((item) => !item.read)).toHaveLength(1);
  });

  it("never lets a member see, open or delete another member's message", async () => {
    const owner = await member();
    const other = await member();
    const message = await send({ account: owner.account.account, texts: TEXTS });

    expect((await inbox(other.headers)).list).toEqual([]);
    const opened = await read(other.headers, message.id);
    expect(opened.statusCode).toBe(404);
    expect(errorOf(opened)).toMatchObject({ code: 'inbox.not.found', field: 'id' });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${DELETE}?id=${message.id}`,
      headers: other.headers,
    });
    expect(errorOf(deleted).code).toBe('inbox.not.found');
    // The owner's message is untouched: still there, still unread.
    expect(await unread(owner.headers)).toBe(1);
    expect((await inbox(owner.headers)).list[0]?.read).toBe(false);
  });

  it('refuses guests and answers 403 when the merchant turns the inbox off', async () => {
    const guest = await app.inject({ url: UNREAD, headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);

    const { headers } = await member();
    undo = switches();
    await undo.module('INBOX3', false);
    const off = await app.inject({ url: INBOX, headers });
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).code).toBe('no.permission');
  });

  it('answers privately: no cache may keep an inbox', async () => {
    const { headers } = await member();
    const response = await app.inject({ url: INBOX, headers });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('reaches members registered when a message for all is sent, not later ones', async () => {
    const before = await member();
    const witness = await member();
    const message = await send({ all: true, sender: 'Perlas Play', texts: TEXTS });
    const after = await member();
    const ids = async (headers: Record<string, string>) =>
      (await inbox(headers)).list.map((item) => item.id);

    expect(await ids(before.headers)).toContain(message.id);
    expect(await ids(after.headers)).not.toContain(message.id);

    // One member deleting it leaves it in the others' inboxes.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${DELETE}?id=${message.id}`,
      headers: before.headers,
    });
    expect(valueOf(deleted, z.boolean())).toBe(true);
    expect(await ids(before.headers)).not.toContain(message.id);
    expect(await ids(witness.headers)).toContain(message.id);
  });

  it('recalls a message from every inbox when the operator removes it', async () => {
    const { account, headers } = await member();
    const message = await send({ account: account.account, texts: TEXTS });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/operator/merchants/DEMO/inbox/${message.id}`,
      headers: operatorHeaders,
    });
    expect(valueOf(removed, z.boolean())).toBe(true);
    expect(await inbox(headers)).toMatchObject({ total: 0, unread: 0 });
  });

  it('marks every message read at once and pages the list newest first', async () => {
    const { account, headers } = await member();
    for (let i = 0; i < 3; i += 1) {
      await send({ account: account.account, texts: { EN: { title: `n${i}`, content: 'x' } } });
    }
    const page1 = await inbox(headers, '?pageNo=1&pageSize=2');
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, total: 3, unread: 3 });
    expect(page1.list.map((item) => item.title)).toEqual(['n2', 'n1']);
    const page2 = await inbox(headers, '?pageNo=2&pageSize=2');
    expect(page2.list.map((item) => item.title)).toEqual(['n0']);

    const marked = await app.inject({ method: 'POST', url: READ_ALL, headers, payload: {} });
    expect(valueOf(marked, z.number())).toBe(3);
    expect(await unread(headers)).toBe(0);
  });

  it('refuses a bad page size, naming the field', async () => {
    const { headers } = await member();
    const response = await app.inject({ url: `${INBOX}?pageSize=500`, headers });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('pageSize');
  });

  it('gives each demo member a seeded inbox in both languages', async () => {
    const { headers } = { headers: authHeaders((await signIn(app, DEMO_ACCOUNTS.player)).token) };
    const ty = await inbox(headers);
    expect(ty.total).toBeGreaterThanOrEqual(5);
    expect(ty.list.some((item) => item.title === 'Maligayang pagdating sa Perlas Play')).toBe(true);
    const en = await inbox({ ...headers, language: 'EN' });
    expect(en.list.some((item) => item.title === 'Welcome to Perlas Play')).toBe(true);
    expect(en.list.some((item) => item.read)).toBe(true);
  });

  describe('operator', () => {
    const post = (payload: unknown, merchant = 'DEMO') =>
      app.inject({
        method: 'POST',
        url: `/operator/merchants/${merchant}/inbox`,
        headers: operatorHeaders,
        payload: payload as object,
      });

    it('refuses an unknown account, naming it, and stores nothing', async () => {
      const before = valueOf(
        await app.inject({ url: '/operator/merchants/DEMO/inbox', headers: operatorHeaders }),
        z.array(OperatorInboxMessage),
      ).length;
      const response = await post({ account: 'nobody-here', texts: TEXTS });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'member.not.found', field: 'account' });
      const after = valueOf(
        await app.inject({ url: '/operator/merchants/DEMO/inbox', headers: operatorHeaders }),
        z.array(OperatorInboxMessage),
      ).length;
      expect(after).toBe(before);
    });

    it('needs exactly one of account and all, and a text', async () => {
      const { account } = await member();
      expect((await post({ texts: TEXTS })).statusCode).toBe(400);
      expect((await post({ account: account.account, all: true, texts: TEXTS })).statusCode).toBe(
        400,
      );
      const empty = await post({ account: account.account, texts: {} });
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).field).toBe('texts');
      const blank = await post({
        account: account.account,
        texts: { EN: { title: '', content: 'x' } },
      });
      expect(errorOf(blank).field).toBe('texts.EN.title');
    });

    it("lists sent messages with their read counts, and cannot remove another merchant's", async () => {
      const { account, headers } = await member();
      const message = await send({ account: account.account, texts: TEXTS });
      await read(headers, message.id);
      const list = valueOf(
        await app.inject({ url: '/operator/merchants/DEMO/inbox', headers: operatorHeaders }),
        z.array(OperatorInboxMessage),
      );
      expect(list.find((item) => item.id === message.id)).toMatchObject({
        account: account.account,
        reads: 1,
      });
      const elsewhere = await app.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMOTRIAL/inbox/${message.id}`,
        headers: operatorHeaders,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect((await inbox(headers)).total).toBe(1);
    });
  });
});

import {
  AffiliateCheck,
  AffiliateInfo,
  AffiliateLinkItem,
  AffiliateLinkPage,
  AffiliateRegistrationPage,
  DAY_MS,
  LoginResult,
  MEMBER_TYPE,
  siteDayKey,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { affiliateLinks, members } from '@/db/schema/index.js';
import { createAccount, freshIp, postLogin } from '../../../../test/accounts.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { registerWith, validForm } from '../../../../test/registration.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { GUEST, nonAgentHeaders } from '../accounts/agent-accounts.test-kit.js';

const RELAY = '/wps/relay/';

describe('affiliate links (MCS2_wpsCreateAffUrl, ViewAffUrls, DeleteAffUrl, RegAff)', () => {
  let app: App;
  let tree: AgentTree;
  let asA: Record<string, string>;
  let asB: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
    asA = await headersOf(app, tree.agentA);
    asB = await headersOf(app, tree.agentB);
  });
  afterAll(() => app.close());

  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `${RELAY}MCS2_wpsCreateAffUrl`,
      headers,
      payload,
      remoteAddress: freshIp(),
    });
  const list = (headers: Record<string, string>) =>
    app.inject({ url: `${RELAY}MCS2_ViewAffUrls`, headers });
  const remove = (headers: Record<string, string>, id: number) =>
    app.inject({ method: 'DELETE', url: `${RELAY}MCS2_DeleteAffUrl?id=${id}`, headers });
  const registrations = (headers: Record<string, string>, linkId?: number) =>
    app.inject({
      url: `${RELAY}MCS2_RegAff${linkId === undefined ? '' : `?linkId=${linkId}`}`,
      headers,
    });
  const newLink = async (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
    valueOf(
      await create(headers, { channel: 'Facebook', type: 0, expiry: '7d', ...payload }),
      AffiliateLinkItem,
    );
  const register = () => registerWith(app);
  const linkRow = async (id: number) => {
    const { db } = await sharedDatabase();
    const [row] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.id, id));
    return row;
  };

  it('creates links of each expiry, lists them newest first with their counts', async () => {
    const agent = await headersOf(app, tree.subA);
    const before = Date.now();
    const day = await newLink(agent, { expiry: '1d', channel: 'Viber' });
    const forever = await newLink(agent, { expiry: 'forever', type: 2 });
    const year = await newLink(agent, { expiry: '1y' });
    const lastDay = siteDayKey(Date.now() + 10 * DAY_MS);
    const dated = await newLink(agent, { expiry: 'date', expiresOn: lastDay });
    expect(day.code).toMatch(/^[2-9A-Z]{9}$/);
    expect(day.expiresAt! - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(day.expiresAt! - before).toBeLessThan(DAY_MS + 60_000);
    expect(forever.expiresAt).toBeNull();
    expect(year.expiresAt! - before).toBeGreaterThanOrEqual(365 * DAY_MS);
    // The end of the chosen Manila day: its last moment still works.
    expect(siteDayKey(dated.expiresAt! - 1)).toBe(lastDay);
    expect(siteDayKey(dated.expiresAt!)).not.toBe(lastDay);

    const page = valueOf(await list(agent), AffiliateLinkPage);
    expect(page.list.map((link) => link.id)).toEqual([dated.id, year.id, forever.id, day.id]);
    expect(page.total).toBe(4);
    expect(page.list.every((link) => link.registrations === 0 && !link.isExpired)).toBe(true);
  });

  it('refuses bad input on its field and stores nothing', async () => {
    const agent = await headersOf(app, tree.subA);
    const before = valueOf(await list(agent), AffiliateLinkPage).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: MEMBER_TYPE.AGENT }, 'agent.type.not.allowed', 'type'],
      [{ type: MEMBER_TYPE.TRIAL }, 'agent.type.not.allowed', 'type'],
      [{ expiry: 'date' }, 'affiliate.link.date', 'expiresOn'],
      [{ expiry: 'date', expiresOn: '2020-01-01' }, 'affiliate.link.date', 'expiresOn'],
      [{ expiry: 'date', expiresOn: '2099-02-30' }, 'affiliate.link.date', 'expiresOn'],
      [
        { expiry: 'date', expiresOn: siteDayKey(Date.now() + 2000 * DAY_MS) },
        'affiliate.link.date',
        'expiresOn',
      ],
    ];
    for (const [overrides, code, field] of cases) {
      const response = await create(agent, {
        channel: 'Telegram',
        type: 0,
        expiry: '7d',
        ...overrides,
      });
      expect(errorOf(response), JSON.stringify(overrides)).toMatchObject({ code, field });
    }
    const blank = await create(agent, { channel: '  ', type: 0, expiry: '7d' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).field).toBe('channel');
    expect(valueOf(await list(agent), AffiliateLinkPage).total).toBe(before);
  });

  it('registers through a link under its agent with its type; RegAff lists who came', async () => {
    const player = await newLink(asA, { channel: 'Kapitbahay', type: 0 });
    const agentLink = await newLink(asA, { channel: 'Barkada', type: 2 });
    const viaPlayer = validForm();
    const first = valueOf(
      await register()({ ...viaPlayer, affiliateCode: player.code.toLowerCase() }),
      LoginResult,
    );
    const viaAgent = validForm();
    const second = valueOf(
      await register()({ ...viaAgent, affiliateCode: agentLink.code }),
      LoginResult,
    );
    expect(first.customerType).toBe(0);
    expect(second.customerType).toBe(2);

    const { db } = await sharedDatabase();
    const prefix = `${tree.agentA.path}${tree.agentA.id}/`;
    for (const id of [first.id, second.id]) {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      expect(row).toMatchObject({ uplineId: tree.agentA.id, path: prefix });
    }
    // The playing agent a link made is an agent at once: it logs in through the agent login.
    const agentLogin = await postLogin(app, {
      username: viaAgent.username!,
      password: viaAgent.password!,
      entry: 'agent',
    });
    expect(agentLogin.statusCode).toBe(200);

    const all = valueOf(await registrations(asA), AffiliateRegistrationPage);
    expect(all.list.map((row) => row.account)).toEqual([viaAgent.username, viaPlayer.username]);
    expect(all.list[0]).toMatchObject({ linkId: agentLink.id, channel: 'Barkada', type: 2 });
    const one = valueOf(await registrations(asA, player.id), AffiliateRegistrationPage);
    expect(one.list.map((row) => row.id)).toEqual([first.id]);
    const listed = valueOf(await list(asA), AffiliateLinkPage).list;
    expect(listed.find((link) => link.id === player.id)?.registrations).toBe(1);
  });

  it('says an expired or deleted link is so, at the check and at sign-up, and creates nobody', async () => {
    const expired = await newLink(asA, { expiry: '1d' });
    const { db } = await sharedDatabase();
    await db
      .update(affiliateLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(affiliateLinks.id, expired.id));
    const deleted = await newLink(asA);
    expect(valueOf(await remove(asA, deleted.id), z.boolean())).toBe(true);

    for (const [link, code] of [
      [expired, 'affiliate.link.expired'],
      [deleted, 'affiliate.link.deleted'],
    ] as const) {
      const check = await app.inject({
        url: `/wps/agent/affiliate/check?code=${link.code}`,
        headers: { language: 'EN' },
        remoteAddress: freshIp(),
      });
      expect(errorOf(check)).toMatchObject({ code, field: 'affiliateCode' });
      const form = validForm();
      const signUp = await register()({ ...form, affiliateCode: link.code });
      expect(errorOf(signUp)).toMatchObject({ code, field: 'affiliateCode' });
      const [row] = await db.select().from(members).where(eq(members.account, form.username!));
      expect(row).toBeUndefined();
    }
    expect(
      valueOf(await list(asA), AffiliateLinkPage).list.find((l) => l.id === expired.id)?.isExpired,
    ).toBe(true);
    expect(valueOf(await list(asA), AffiliateLinkPage).list.some((l) => l.id === deleted.id)).toBe(
      false,
    );
    // A live link checks like an agent's invitation code.
    const live = await newLink(asA);
    const ok = await app.inject({
      url: `/wps/agent/affiliate/check?code=${live.code}`,
      remoteAddress: freshIp(),
    });
    expect(valueOf(ok, AffiliateCheck).code).toBe(live.code);
  });

  it("lets no agent delete or read another agent's link: 404, the link untouched", async () => {
    const mine = await newLink(asA);
    for (const headers of [asB, await headersOf(app, tree.top), await headersOf(app, tree.subA)]) {
      const deleted = await remove(headers, mine.id);
      expect(deleted.statusCode).toBe(404);
      expect(errorOf(deleted).code).toBe('affiliate.link.not.found');
      expect((await registrations(headers, mine.id)).statusCode).toBe(404);
      const theirs = valueOf(await list(headers), AffiliateLinkPage).list;
      expect(theirs.some((link) => link.id === mine.id)).toBe(false);
    }
    expect((await linkRow(mine.id))?.deletedAt).toBeNull();
    expect((await remove(asA, mine.id)).statusCode).toBe(200);
    expect((await remove(asA, mine.id)).statusCode).toBe(404);
  });

  it('answers players, trial accounts and guests with 403 / 401 on every call', async () => {
    const link = await newLink(asA);
    for (const headers of await nonAgentHeaders(app, tree)) {
      expect((await create(headers, { channel: 'x', type: 0, expiry: '7d' })).statusCode).toBe(403);
      expect((await list(headers)).statusCode).toBe(403);
      expect((await remove(headers, link.id)).statusCode).toBe(403);
      expect((await registrations(headers)).statusCode).toBe(403);
    }
    expect((await create(GUEST, { channel: 'x', type: 0, expiry: '7d' })).statusCode).toBe(401);
    expect((await list(GUEST)).statusCode).toBe(401);
    expect((await remove(GUEST, link.id)).statusCode).toBe(401);
    expect((await registrations(GUEST)).statusCode).toBe(401);
    expect((await linkRow(link.id))?.deletedAt).toBeNull();
  });

  it('limits new links per address (429) and live links per agent (409)', async () => {
    const ip = freshIp();
    const agent = await headersOf(app, tree.agentB);
    const send = () =>
      app.inject({
        method: 'POST',
        url: `${RELAY}MCS2_wpsCreateAffUrl`,
        headers: agent,
        payload: { channel: 'Ads', type: 0, expiry: 'forever' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    for (let i = 30; i < 50; i++) await newLink(agent);
    const over = await create(agent, { channel: 'One more', type: 0, expiry: '7d' });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).code).toBe('affiliate.link.limit');
  });

  it('answers GET /wps/agent/affiliate with the agent own code, live links and members brought', async () => {
    const affiliateCode = `AG${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const agent = await createAccount({
      type: MEMBER_TYPE.AGENT_PLAYER,
      upline: tree.top,
      affiliateCode,
    });
    const headers = await headersOf(app, agent);
    const info = async (h: Record<string, string>) =>
      app.inject({ url: '/wps/agent/affiliate', headers: h });
    expect(valueOf(await info(headers), AffiliateInfo)).toMatchObject({
      links: 0,
      registrations: 0,
    });
    const link = await newLink(headers);
    await newLink(headers);
    valueOf(await register()({ ...validForm(), affiliateCode: link.code }), LoginResult);
    expect((await remove(headers, link.id)).statusCode).toBe(200);
    const after = valueOf(await info(headers), AffiliateInfo);
    expect(after).toEqual({ affiliateCode, links: 1, registrations: 1 });
    for (const h of await nonAgentHeaders(app, tree)) expect((await info(h)).statusCode).toBe(403);
    expect((await info(GUEST)).statusCode).toBe(401);
  });
});

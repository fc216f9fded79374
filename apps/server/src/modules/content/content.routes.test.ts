import {
  Announcement,
  Announcements,
  HelpCenter,
  LobbyNews,
  OperatorHelpEntry,
  OperatorHotMatch,
  OperatorPromotion,
  MEMBER_TYPE,
  type AnnouncementInput,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { authHeaders, createAccount, signIn } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';

const HOME = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M';
const HOUR = 3_600_000;

describe('content: announcements, hot matches, lobby news and help', () => {
  let app: App;
  /** Items a test created through the operator API, removed after it. */
  const created: { kind: string; id: number }[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    for (const { kind, id } of created.splice(0)) {
      await app.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMO/${kind}/${id}`,
        headers: operatorHeaders,
      });
    }
  });
  afterAll(() => app.close());

  const announcements = async (url = HOME, headers: Record<string, string> = {}) =>
    valueOf(await app.inject({ url, headers }), Announcements);

  async function createNotice(input: AnnouncementInput): Promise<Announcement> {
    const response = await app.inject({
      method: 'POST',
      url: '/operator/merchants/DEMO/announcements',
      headers: operatorHeaders,
      payload: input,
    });
    const notice = valueOf(response, Announcement);
    created.push({ kind: 'announcements', id: notice.id });
    return notice;
  }

  describe('MCSFE_getListAnnouncements', () => {
    it("gives a guest the home page's banners, notices, popups and hot matches in Filipino", async () => {
      const value = await announcements();
      expect(value.banners.length).toBeGreaterThanOrEqual(3);
      expect(value.banners.every((banner) => banner.groupName === 'm_home')).toBe(true);
      expect(value.banners[0]).toMatchObject({
        url: '/media/banners/welcome-ty.webp',
        linkageType: 'P',
      });
      expect(value.player.length).toBeGreaterThanOrEqual(5);
      expect(value.player[0]?.title).toBe(
        'Pumapasok na sa loob ng isang minuto ang deposit sa GCash',
      );
      const times = value.player.map((notice) => notice.publishTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(value.player.every((notice) => !notice.read)).toBe(true);
      expect(value.popup.length).toBeGreaterThanOrEqual(1);
      expect(value.hot[0]).toMatchObject({
        homeTeam: 'Manila Kings',
        homeTeamImageUrl: '/media/teams/manila-kings.webp',
      });
      // Not asked for, or not a guest's.
      expect(value.promotion).toEqual([]);
      expect(value.agent).toEqual([]);
    });

    it('answers in English with Language: EN', async () => {
      const value = await announcements(HOME, { language: 'EN' });
      expect(value.player[0]?.title).toBe('GCash deposits now credit in under a minute');
      expect(value.banners[0]?.url).toBe('/media/banners/welcome-en.webp');
    });

    it('gives registration its own banners (group m_reg) and only the types asked for', async () => {
      const value = await announcements(
        '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_reg',
      );
      expect(value.banners.length).toBeGreaterThanOrEqual(1);
      expect(value.banners.every((banner) => banner.groupName === 'm_reg')).toBe(true);
      expect(value.player).toEqual([]);
      expect(value.hot).toEqual([]);
    });

    it('shows a notice only on its platform and within its window', async () => {
      const now = Date.now();
      const base = { type: 'PL', language: 'TY', content: '<p>x</p>' } as const;
      await createNotice({ ...base, title: 'desktop only', platform: 'W' });
      await createNotice({ ...base, title: 'not yet', startsAt: now + HOUR });
      await createNotice({ ...base, title: 'over', startsAt: now - 2 * HOUR, endsAt: now - HOUR });
      await createNotice({ ...base, title: 'shown now', startsAt: now - 2 * HOUR });
      const titles = (await announcements()).player.map((notice) => notice.title);
      expect(titles).toContain('shown now');
      expect(titles).not.toContain('desktop only');
      expect(titles).not.toContain('not yet');
      expect(titles).not.toContain('over');
    });

    it.each([
      ['an unknown type', 'types=B,XX', 'request.invalid', 'types'],
      ['a repeated type', 'types=B,B', 'request.invalid', 'types'],
      ['no type', 'types=', 'request.invalid', 'types'],
      ['an unknown group', 'types=B&groupName=m_elsewhere', 'request.invalid', 'groupName'],
      ['a 10 kB type list', `types=${'B,'.repeat(5000)}`, 'request.invalid', 'types'],
      ['a NUL in the type list', 'types=B%00', 'text.control.chars', 'types'],
    ])('refuses %s with 400 naming the field', async (_case, query, code, field) => {
      const response = await app.inject({
        url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
        headers: { language: 'EN' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
    });

    it('answers one list however its types are ordered, under one ETag', async () => {
      const url = (types: string) => `/wps/relay/MCSFE_getListAnnouncements?types=${types}`;
      const first = await app.inject({ url: url('B,PL,H') });
      const reordered = await app.inject({ url: url('H,PL,B') });
      expect(reordered.body).toBe(first.body);
      expect(reordered.headers.etag).toBe(first.headers.etag);
    });

    it('answers a guest from the cache: 304 with its ETag, and a new ETag at once after a change', async () => {
      const first = await app.inject({ url: HOME });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/"/);
      const again = await app.inject({ url: HOME, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);

      await createNotice({ type: 'PL', language: 'TY', title: 'Bagong abiso ngayon', startsAt: 0 });
      const changed = await app.inject({ url: HOME, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const titles = valueOf(changed, Announcements).player.map((notice) => notice.title);
      expect(titles).toContain('Bagong abiso ngayon');
    });
  });

  describe("a member's notices", () => {
    const AGENT_NOTICES = '/wps/relay/MCSFE_getListAnnouncements?types=PL,A';

    it('gives agent notices to agents only', async () => {
      const player = await createAccount();
      const agent = await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER });
      const asPlayer = await announcements(
        AGENT_NOTICES,
        authHeaders((await signIn(app, player)).token),
      );
      const asAgent = await announcements(
        AGENT_NOTICES,
        authHeaders((await signIn(app, agent)).token),
      );
      expect(asPlayer.agent).toEqual([]);
      expect(asAgent.agent.length).toBeGreaterThanOrEqual(2);
      expect((await announcements(AGENT_NOTICES)).agent).toEqual([]);
    });

    it('marks a notice read for the member who opened it, and for no one else', async () => {
      const reader = await createAccount();
      const other = await createAccount();
      const readerHeaders = authHeaders((await signIn(app, reader)).token);
      const otherHeaders = authHeaders((await signIn(app, other)).token);
      const [notice] = (await announcements(AGENT_NOTICES, readerHeaders)).player;
      if (!notice) throw new Error('no seeded notice');

      const marked = await app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_readAnnouncement',
        headers: readerHeaders,
        payload: { id: notice.id },
      });
      expect(valueOf(marked, z.boolean())).toBe(true);

      const readerView = await announcements(AGENT_NOTICES, readerHeaders);
      expect(readerView.player.find((item) => item.id === notice.id)?.read).toBe(true);
      const otherView = await announcements(AGENT_NOTICES, otherHeaders);
      expect(otherView.player.find((item) => item.id === notice.id)?.read).toBe(false);
      // A guest's cached answer never carries anyone's flags.
      const guestView = await announcements(AGENT_NOTICES);
      expect(guestView.player.find((item) => item.id === notice.id)?.read).toBe(false);
    });

    it("refuses to mark what the member may not see, and a guest's call", async () => {
      const player = await createAccount();
      const headers = authHeaders((await signIn(app, player)).token);
      const agentView = await announcements(
        AGENT_NOTICES,
        authHeaders(
          (await signIn(app, await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER }))).token,
        ),
      );
      const agentNotice = agentView.agent[0];
      if (!agentNotice) throw new Error('no seeded agent notice');
      const refused = await app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_readAnnouncement',
        headers,
        payload: { id: agentNotice.id },
      });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('content.not.found');

      const guest = await app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_readAnnouncement',
        payload: { id: agentNotice.id },
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  it('GLS2_lobbyNews gives the newest notice titles of the language', async () => {
    const news = valueOf(
      await app.inject({ url: '/wps/relay/GLS2_lobbyNews', headers: { language: 'EN' } }),
      LobbyNews,
    );
    expect(news.list[0]?.title).toBe('GCash deposits now credit in under a minute');
    expect(news.list.length).toBeLessThanOrEqual(10);
  });

  describe('GET /wps/system/helpCenter', () => {
    it('lists the entries of the language asked for, in order', async () => {
      const en = valueOf(
        await app.inject({ url: '/wps/system/helpCenter?lang=EN&device=MOBILE' }),
        HelpCenter,
      );
      expect(en[0]?.title).toBe('How do I register?');
      expect(en.length).toBe(6);
      const ty = valueOf(await app.inject({ url: '/wps/system/helpCenter' }), HelpCenter);
      expect(ty[0]?.title).toBe('Paano mag-register?');
    });

    it('shows an entry the operator adds at once', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/help',
        headers: operatorHeaders,
        payload: {
          language: 'EN',
          title: 'Is my data safe?',
          content: '<p>Yes.</p>',
          sortOrder: 1,
        },
      });
      expect(response.statusCode).toBe(200);
      created.push({ kind: 'help', id: valueOf(response, OperatorHelpEntry).id });
      const entries = valueOf(
        await app.inject({ url: '/wps/system/helpCenter?lang=EN' }),
        HelpCenter,
      );
      expect(entries[0]?.title).toBe('Is my data safe?');
    });
  });

  describe('the operator content API', () => {
    it('refuses a call without the operator token', async () => {
      const response = await app.inject({ url: '/operator/merchants/DEMO/announcements' });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a bad item with the field and changes nothing', async () => {
      const before = await announcements();
      const response = await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/announcements',
        headers: { ...operatorHeaders, language: 'EN' },
        payload: {
          type: 'B',
          language: 'TY',
          title: 'x',
          imageUrl: 'http://elsewhere.example/a.png',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('imageUrl');
      expect(await announcements()).toEqual(before);
    });

    it('takes a promotion banner only when it names a promotion of the merchant, by code or id', async () => {
      const banner = { type: 'B', language: 'TY', title: 'promo', linkageType: 'P' } as const;
      const before = await announcements();
      const unknown = await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/announcements',
        headers: { ...operatorHeaders, language: 'EN' },
        payload: { ...banner, linkage: 'NO_SUCH_PROMO' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown)).toMatchObject({
        code: 'content.linkage.unknown',
        field: 'linkage',
        message: 'The banner links to a promotion that does not exist',
      });
      expect(await announcements()).toEqual(before);

      const byCode = await createNotice({ ...banner, linkage: 'FIRST_DEPOSIT_100' });
      expect(byCode.linkage).toBe('FIRST_DEPOSIT_100');
      // Replaced with an unknown one: refused, the banner stays as it was.
      const replaced = await app.inject({
        method: 'PUT',
        url: `/operator/merchants/DEMO/announcements/${byCode.id}`,
        headers: operatorHeaders,
        payload: { ...banner, linkage: '999999' },
      });
      expect(errorOf(replaced).code).toBe('content.linkage.unknown');
      // By the promotion's id, as /m/activityInfo?id= takes it.
      const promotions = valueOf(
        await app.inject({ url: '/operator/merchants/DEMO/promotions', headers: operatorHeaders }),
        z.array(OperatorPromotion),
      );
      const id = String(promotions.find((p) => p.code === 'FIRST_DEPOSIT_100')?.id);
      expect((await createNotice({ ...banner, linkage: id })).linkage).toBe(id);
    });

    it('refuses HTML holding a NUL with 400 naming content', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/help',
        headers: { ...operatorHeaders, language: 'EN' },
        payload: { language: 'EN', title: 'x', content: '<p>a\u0000b</p>' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('content');
    });

    it('replaces and removes a hot match; another merchant\u2019s id is not found', async () => {
      const match = {
        language: 'TY',
        matchTime: Date.now() + HOUR,
        league: 'Test League',
        homeTeam: 'Home',
        awayTeam: 'Away',
        homeTeamImageUrl: '/media/teams/manila-kings.webp',
        awayTeamImageUrl: '/media/teams/cebu-sharks.webp',
        vendor: 'SABA',
        sortOrder: 0,
      };
      const createdMatch = await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/hot-matches',
        headers: operatorHeaders,
        payload: match,
      });
      const { id } = valueOf(createdMatch, OperatorHotMatch);
      created.push({ kind: 'hot-matches', id });
      expect((await announcements()).hot[0]?.league).toBe('Test League');

      const replaced = await app.inject({
        method: 'PUT',
        url: `/operator/merchants/DEMO/hot-matches/${id}`,
        headers: operatorHeaders,
        payload: { ...match, league: 'Renamed League' },
      });
      expect(replaced.statusCode).toBe(200);
      expect((await announcements()).hot[0]?.league).toBe('Renamed League');

      const elsewhere = await app.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMOTRIAL/hot-matches/${id}`,
        headers: operatorHeaders,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(errorOf(elsewhere).code).toBe('content.not.found');

      const removed = await app.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMO/hot-matches/${id}`,
        headers: operatorHeaders,
      });
      expect(removed.statusCode).toBe(200);
      expect((await announcements()).hot.map((item) => item.id)).not.toContain(id);
    });
  });
});

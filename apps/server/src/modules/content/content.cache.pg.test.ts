import {
  Announcement,
  Announcements,
  HelpCenter,
  LobbyNews,
  OperatorHelpEntry,
  OperatorHotMatch,
  type AnnouncementInput,
  type HotMatchInput,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../../test/test-app.js';

const HOME = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M';
const NEWS = '/wps/relay/GLS2_lobbyNews?platform=M';
const HELP = '/wps/system/helpCenter?lang=EN&device=MOBILE';

/** Reads until `done` holds or `ms` pass; returns the last answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('cached content answers across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const databases: Database[] = [];
  /** Instance A takes the operator's changes; B only serves. */
  let a: App;
  let b: App;
  const created: { kind: string; id: number }[] = [];
  beforeAll(async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('this file runs in the postgres project only');
    await sharedDatabase(); // migrated and seeded
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: url }));
    const [first, second] = databases;
    if (!first || !second) throw new Error('databases did not open');
    a = await buildTestApp({ database: first });
    b = await buildTestApp({ database: second });
  });
  afterEach(async () => {
    for (const { kind, id } of created.splice(0)) {
      await a.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMO/${kind}/${id}`,
        headers: operatorHeaders,
      });
    }
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const database of databases) await database.close();
  });

  async function operate(method: 'POST' | 'PUT', url: string, payload: object) {
    return a.inject({ method, url, headers: operatorHeaders, payload });
  }
  /** B's answer to `url` once it differs from the ETag B gave before the change. */
  const changedOnB = (url: string, etag: string) =>
    eventually(
      () => b.inject({ url, headers: { 'if-none-match': etag } }),
      (response) => response.statusCode === 200,
    );

  it("shows a notice published on A in B's announcements and lobby news, with new ETags", async () => {
    const home = await b.inject({ url: HOME });
    const news = await b.inject({ url: NEWS });
    // Kept on B: the same answer again.
    const again = await b.inject({
      url: HOME,
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const input: AnnouncementInput = {
      type: 'PL',
      language: 'TY',
      title: 'Balita mula sa instance A',
      content: '<p>x</p>',
    };
    const notice = valueOf(
      await operate('POST', '/operator/merchants/DEMO/announcements', input),
      Announcement,
    );
    created.push({ kind: 'announcements', id: notice.id });

    const after = await changedOnB(HOME, String(home.headers.etag));
    expect(valueOf(after, Announcements).player[0]?.title).toBe('Balita mula sa instance A');
    const newsAfter = await changedOnB(NEWS, String(news.headers.etag));
    expect(valueOf(newsAfter, LobbyNews).list[0]?.title).toBe('Balita mula sa instance A');
  });

  it('shows a hot match added on A on B, and drops it from B when A removes it', async () => {
    const before = await b.inject({ url: HOME });
    const match: HotMatchInput = {
      language: 'TY',
      matchTime: Date.now() + 3_600_000,
      league: 'Liga ng dalawang instance',
      homeTeam: 'Manila Kings',
      awayTeam: 'Cebu Sharks',
      homeTeamImageUrl: '/media/teams/manila-kings.webp',
      awayTeamImageUrl: '/media/teams/cebu-sharks.webp',
      vendor: 'PSB',
      roomId: 'two-1',
      sortOrder: 0,
    };
    const { id } = valueOf(
      await operate('POST', '/operator/merchants/DEMO/hot-matches', match),
      OperatorHotMatch,
    );
    const added = await changedOnB(HOME, String(before.headers.etag));
    expect(valueOf(added, Announcements).hot[0]?.league).toBe('Liga ng dalawang instance');

    await a.inject({
      method: 'DELETE',
      url: `/operator/merchants/DEMO/hot-matches/${id}`,
      headers: operatorHeaders,
    });
    const removed = await changedOnB(HOME, String(added.headers.etag));
    expect(valueOf(removed, Announcements).hot.map((item) => item.id)).not.toContain(id);
  });

  it("shows a help entry changed on A in B's help centre", async () => {
    const before = await b.inject({ url: HELP });
    const entry = {
      language: 'EN',
      title: 'Asked on A',
      content: '<p>Answered on B</p>',
      sortOrder: 0,
    };
    const response = await operate('POST', '/operator/merchants/DEMO/help', entry);
    created.push({ kind: 'help', id: valueOf(response, OperatorHelpEntry).id });
    const after = await changedOnB(HELP, String(before.headers.etag));
    expect(valueOf(after, HelpCenter)[0]).toEqual({
      title: 'Asked on A',
      content: '<p>Answered on B</p>',
    });
  });
});

import { Announcements, OperatorHotMatch, type HotMatchInput } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '@/app.js';
import { DEMO_MATCH_CYCLE_MS, rollDemoHotMatches } from '@/db/seed/demo-content.js';
import { hotMatches, merchants } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

const HOME = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const match = (patch: Partial<HotMatchInput>): HotMatchInput => ({
  language: 'TY',
  matchTime: Date.now() + HOUR,
  league: 'Test League',
  homeTeam: 'Home',
  awayTeam: 'Away',
  homeTeamImageUrl: '/media/teams/manila-kings.webp',
  awayTeamImageUrl: '/media/teams/cebu-sharks.webp',
  vendor: 'PSB',
  roomId: 'room-1',
  nodeId: '4102',
  sortOrder: 0,
  ...patch,
});

describe('hot matches: per language, upcoming only (SPEC §2 Home, §3 Hot match)', () => {
  let app: App;
  const created: number[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const id of created.splice(0)) {
      await app.inject({
        method: 'DELETE',
        url: `/operator/merchants/DEMO/hot-matches/${id}`,
        headers: operatorHeaders,
      });
    }
  });
  afterAll(() => app.close());

  async function create(input: HotMatchInput): Promise<OperatorHotMatch> {
    const response = await app.inject({
      method: 'POST',
      url: '/operator/merchants/DEMO/hot-matches',
      headers: operatorHeaders,
      payload: input,
    });
    const created_ = valueOf(response, OperatorHotMatch);
    created.push(created_.id);
    return created_;
  }
  const home = async (headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: HOME, headers });
    return { response, hot: valueOf(response, Announcements).hot };
  };
  const leagues = async (language: 'TY' | 'EN') =>
    (await home({ language })).hot.map((item) => item.league);

  it('shows the seeded matches in both languages, each its own', async () => {
    expect((await home({ language: 'TY' })).hot.length).toBeGreaterThanOrEqual(3);
    expect((await home({ language: 'EN' })).hot.length).toBeGreaterThanOrEqual(3);
  });

  it("shows a match only in its language; the operator's list says which", async () => {
    const tagalog = await create(match({ league: 'Liga sa Tagalog' }));
    await create(match({ language: 'EN', league: 'English league' }));
    expect(tagalog.language).toBe('TY');
    expect(await leagues('TY')).toContain('Liga sa Tagalog');
    expect(await leagues('TY')).not.toContain('English league');
    expect(await leagues('EN')).toContain('English league');
    expect(await leagues('EN')).not.toContain('Liga sa Tagalog');
  });

  it('drops a match whose time has passed, keeps one kicking off this minute', async () => {
    await create(match({ league: 'Played yesterday', matchTime: Date.now() - 24 * HOUR }));
    await create(match({ league: 'Played 2 minutes ago', matchTime: Date.now() - 2 * MINUTE }));
    await create(match({ league: 'Tonight', matchTime: Date.now() + 5 * HOUR }));
    const shown = await leagues('TY');
    expect(shown).toContain('Tonight');
    expect(shown).not.toContain('Played yesterday');
    expect(shown).not.toContain('Played 2 minutes ago');
  });

  it('lets a match leave the cached answer a minute after kick-off, with no operator change', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await create(match({ league: 'Kick-off soon', matchTime: start + 30_000 }));
    const before = await home();
    expect(before.hot.map((item) => item.league)).toContain('Kick-off soon');
    const etag = String(before.response.headers.etag);
    // Same minute: the same answer (304 to a phone that has it).
    const again = await app.inject({ url: HOME, headers: { 'if-none-match': etag } });
    expect([200, 304]).toContain(again.statusCode);

    vi.setSystemTime(start + 30_000 + 2 * MINUTE);
    const after = await app.inject({ url: HOME, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const hot = valueOf(after, Announcements).hot.map((item) => item.league);
    expect(hot).not.toContain('Kick-off soon');
  });

  it('refuses a hot match without a language: 400 naming language', async () => {
    const input: Partial<HotMatchInput> = match({});
    delete input.language;
    const response = await app.inject({
      method: 'POST',
      url: '/operator/merchants/DEMO/hot-matches',
      headers: { ...operatorHeaders, language: 'EN' },
      payload: input,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'request.invalid', field: 'language' });
  });

  it.each([
    ['a node id that is no catalogue node', { nodeId: 'pba-101' }, 'nodeId'],
    ['a room id that would break a URL', { roomId: 'a&b=c' }, 'roomId'],
  ])('refuses %s: 400 naming it', async (_case, patch, field) => {
    const response = await app.inject({
      method: 'POST',
      url: '/operator/merchants/DEMO/hot-matches',
      headers: operatorHeaders,
      payload: match(patch),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe(field);
  });

  it("rolls the demo's seeded fixtures that kicked off on by whole cycles at start", async () => {
    const { db } = await sharedDatabase();
    const [demo] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'DEMO'));
    const room = and(eq(hotMatches.merchantId, demo?.id ?? 0), eq(hotMatches.roomId, 'pba-101'));
    const [seeded] = await db.select().from(hotMatches).where(room);
    expect(seeded).toBeDefined();
    const now = Date.now();
    // As if the demo was seeded four days ago: kicked off a day ago (an hour boundary kept).
    const played = new Date(now - 24 * HOUR - (now % HOUR));
    await db.update(hotMatches).set({ matchTime: played }).where(room);
    const own = await create(match({ roomId: 'pba-101x', matchTime: now - 3 * HOUR }));

    expect(await rollDemoHotMatches(db, now)).toBeGreaterThanOrEqual(2);
    const rolled = await db.select().from(hotMatches).where(room);
    for (const row of rolled) {
      expect(row.matchTime.getTime()).toBe(played.getTime() + DEMO_MATCH_CYCLE_MS);
      expect(row.matchTime.getTime()).toBeGreaterThan(now);
    }
    // An operator's own match is not the demo's to move.
    const [mine] = await db.select().from(hotMatches).where(eq(hotMatches.id, own.id));
    expect(mine?.matchTime.getTime()).toBeLessThan(now);
    // Nothing left to move: a second start changes nothing.
    expect(await rollDemoHotMatches(db, now)).toBe(0);
  });
});

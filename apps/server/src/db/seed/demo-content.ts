import type { AnnouncementType, BannerLinkage, Language } from '@app/contracts';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { announcements, helpEntries, hotMatches } from '../schema/index.js';
import { demoMerchantIds } from './demo-sites.js';
import { DEMO_HELP } from './demo-help.js';

/**
 * The demo merchant's content in both languages: banners (images in apps/web/public/media, made
 * by apps/web/scripts/make-media.mjs), notices, popups, promotions, agent notices, hot matches and
 * the help centre.
 */
type Text = Record<Language, string>;
type Seeded = {
  type: AnnouncementType;
  title: Text;
  content?: Text;
  image?: string;
  group?: 'm_home' | 'm_reg';
  linkage?: { type: BannerLinkage; to: string; vendor?: string; gameType?: string };
  /** Days before the seed it was published: notices read newest first. */
  daysAgo?: number;
};

/** The promotion the welcome banners open (demo-promotions.ts): /m/activityInfo?code=… */
const WELCOME_PROMOTION = 'FIRST_DEPOSIT_100';
/** What the welcome banners named before: a code no promotion has. */
const WELCOME_BEFORE = 'WELCOME100';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WELCOME_TITLE: Text = {
  EN: '100% welcome bonus up to ₱1,000',
  TY: '100% bonus sa unang deposit hanggang ₱1,000',
};
const toPromotion = (to: string) => ({ type: 'P' as const, to });
const toUrl = (to: string) => ({ type: 'URL' as const, to });
const toGame = (to: string, vendor: string, gameType: string) => ({
  type: 'G' as const,
  to,
  vendor,
  gameType,
});
const banner = (
  image: string,
  title: Text,
  linkage: Seeded['linkage'],
  group: Seeded['group'] = 'm_home',
): Seeded => ({ type: 'B', image, title, linkage, group });

const BANNERS: Seeded[] = [
  banner('welcome', WELCOME_TITLE, toPromotion(WELCOME_PROMOTION)),
  banner('lotto', { EN: 'Lotto every 3 minutes', TY: 'Lotto bawat 3 minuto' }, toUrl('/m/lottery')),
  banner(
    'live-casino',
    { EN: 'Live baccarat and roulette', TY: 'Live baccarat at roulette' },
    toGame('rlc_013', 'RLC', 'LIVE'),
  ),
  banner('sabong', { EN: 'Sabong live', TY: 'Sabong live' }, toGame('lobby', 'DS88', 'COCKFIGHT')),
  banner('slots', { EN: '600+ slot games', TY: '600+ slot games' }, toUrl('/m/slotsCenter')),
  banner(
    'invite',
    { EN: 'Invite friends, earn ₱258 each', TY: 'Mag-imbita ng kaibigan, kumita ng ₱258' },
    toUrl('/m/inviteFriends'),
    'm_reg',
  ),
  banner('welcome', WELCOME_TITLE, toPromotion(WELCOME_PROMOTION), 'm_reg'),
];

const NOTICES: Seeded[] = [
  {
    type: 'PL',
    daysAgo: 0,
    title: {
      EN: 'GCash deposits now credit in under a minute',
      TY: 'Pumapasok na sa loob ng isang minuto ang deposit sa GCash',
    },
    content: {
      EN: '<p>Deposits through <b>GCash</b> and <b>Maya</b> now reach your wallet in under a minute, 24 hours a day.</p><p>Use the exact amount shown on the payment page so we can match your transfer.</p>',
      TY: '<p>Ang deposit gamit ang <b>GCash</b> at <b>Maya</b> ay pumapasok na sa iyong wallet sa loob ng isang minuto, 24 oras araw-araw.</p><p>Gamitin ang eksaktong halagang nakasulat sa pahina ng bayad para maitugma namin ang iyong padala.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 1,
    title: {
      EN: 'Scheduled maintenance: Tuesday 02:00–04:00',
      TY: 'Nakatakdang maintenance: Martes 02:00–04:00',
    },
    content: {
      EN: '<p>The site will be closed for maintenance on <b>Tuesday from 02:00 to 04:00</b> (Philippine time). Your balance and open bets are safe.</p>',
      TY: '<p>Sarado ang site para sa maintenance sa <b>Martes mula 02:00 hanggang 04:00</b> (oras sa Pilipinas). Ligtas ang iyong balanse at mga bukas na taya.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 2,
    title: {
      EN: 'Twelve new slot games this week',
      TY: 'Labindalawang bagong slot games ngayong linggo',
    },
    content: {
      EN: '<p>Twelve new slots have arrived, including <i>Golden Carabao</i> and <i>Jeepney Jackpot</i>. Find them under Slots → New.</p>',
      TY: '<p>Dumating na ang labindalawang bagong slot, kasama ang <i>Golden Carabao</i> at <i>Jeepney Jackpot</i>. Hanapin sa Slots → Bago.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 4,
    title: { EN: 'Keep your account safe', TY: 'Panatilihing ligtas ang iyong account' },
    content: {
      EN: '<p>We will never ask for your password or SMS code by phone, chat or e-mail. Set a payment password in the Security Centre.</p>',
      TY: '<p>Hindi namin kailanman hihingin ang iyong password o SMS code sa telepono, chat o e-mail. Magtakda ng payment password sa Security Centre.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 6,
    title: { EN: 'Lotto draws now every 3 minutes', TY: 'Bawat 3 minuto na ang bola ng lotto' },
    content: {
      EN: '<p>Fast lotto now draws every three minutes. Results appear in the lobby the moment the draw closes.</p>',
      TY: '<p>Bawat tatlong minuto na ang bola ng fast lotto. Lumalabas ang resulta sa lobby sa sandaling magsara ang bola.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 9,
    title: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
    content: {
      EN: '<p>Set yourself a budget and take breaks. Players must be 21 or older. If gaming stops being fun, contact customer service to pause your account.</p>',
      TY: '<p>Magtakda ng budget at magpahinga. Dapat 21 taong gulang pataas ang manlalaro. Kapag hindi na masaya ang paglalaro, kontakin ang customer service para pansamantalang isara ang account.</p>',
    },
  },
  {
    type: 'PU',
    title: { EN: 'Welcome to Perlas Play', TY: 'Maligayang pagdating sa Perlas Play' },
    content: {
      EN: '<p>Get a <b>100% bonus</b> on your first deposit, up to ₱1,000. Lotto draws run every 3 minutes, and live dealers are on 24 hours a day.</p>',
      TY: '<p>Makakuha ng <b>100% bonus</b> sa unang deposit, hanggang ₱1,000. Bawat 3 minuto ang bola ng lotto, at 24 oras ang mga live dealer.</p>',
    },
  },
  {
    type: 'PU',
    title: { EN: 'Maintenance on Tuesday 02:00–04:00', TY: 'Maintenance sa Martes 02:00–04:00' },
    content: {
      EN: '<p>Please finish your games before 02:00. Open bets are settled as usual after maintenance.</p>',
      TY: '<p>Pakitapos ang inyong laro bago mag-02:00. Ang mga bukas na taya ay aayusin gaya ng dati pagkatapos ng maintenance.</p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 1,
    title: { EN: 'Weekend cashback 5%', TY: 'Weekend cashback 5%' },
    content: {
      EN: '<p>Get 5% of your net weekend losses back every Monday, up to ₱10,000.</p>',
      TY: '<p>Ibabalik ang 5% ng netong talo mo sa weekend tuwing Lunes, hanggang ₱10,000.</p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 3,
    title: { EN: 'Daily free spins', TY: 'Libreng spin araw-araw' },
    content: {
      EN: '<p>Deposit ₱500 or more in a day and get 20 free spins on Golden Carabao.</p>',
      TY: '<p>Magdeposito ng ₱500 o higit pa sa isang araw at makakuha ng 20 libreng spin sa Golden Carabao.</p>',
    },
  },
  {
    type: 'A',
    daysAgo: 2,
    title: {
      EN: 'Agent rebates paid every Monday',
      TY: 'Binabayaran ang agent rebate tuwing Lunes',
    },
    content: {
      EN: '<p>Rebates for your team\u2019s play are credited every Monday before 12:00. See Team Rebate for the details.</p>',
      TY: '<p>Ang rebate sa laro ng iyong team ay ipinapasok tuwing Lunes bago mag-12:00. Tingnan ang Team Rebate para sa detalye.</p>',
    },
  },
  {
    type: 'A',
    daysAgo: 5,
    title: { EN: 'New salary contract levels', TY: 'Bagong antas ng salary contract' },
    content: {
      EN: '<p>Two new daily salary levels are open for agents with 30 or more active players.</p>',
      TY: '<p>Dalawang bagong antas ng daily salary ang bukas para sa mga agent na may 30 o higit pang aktibong manlalaro.</p>',
    },
  },
];

/**
 * The demo's fixtures recur every DEMO_MATCH_CYCLE: the seed puts them hours ahead of now, and
 * each start of a demo database moves those that have kicked off on by whole cycles
 * (rollDemoHotMatches), so a demo a few days old still shows upcoming matches.
 */
export const DEMO_MATCH_CYCLE_MS = 3 * DAY;

/** A fixture: its league (one name in both languages), teams, kick-off in hours, vendor and room. */
const fixture = (
  league: string,
  home: string,
  away: string,
  inHours: number,
  vendor: string,
  room: string,
) => ({ league, home, away, inHours, vendor, room });
const PBA = 'PBA Commissioner\u2019s Cup';
const HOT_MATCHES = [
  fixture(PBA, 'Manila Kings', 'Cebu Sharks', 3, 'PSB', 'pba-101'),
  fixture('Philippines Football League', 'Davao Eagles', 'Quezon Titans', 20, 'MSP', 'pfl-221'),
  fixture('MPL Philippines', 'Team Bayanihan', 'Luzon Phantoms', 27, 'TF', 'mpl-7'),
  fixture(PBA, 'Iloilo Storm', 'Baguio Pines', 49, 'PSB', 'pba-102'),
];
/** A team's badge: /media/teams/<its name in lower case, dashes for spaces>.webp */
const teamImage = (team: string) => `/media/teams/${team.toLowerCase().replaceAll(' ', '-')}.webp`;

const LANGUAGES: Language[] = ['TY', 'EN'];

export async function seedDemoContent(
  tx: DbOrTx,
  merchantId: number,
  now = Date.now(),
): Promise<void> {
  const rows = [...BANNERS, ...NOTICES].flatMap((item, order) =>
    LANGUAGES.map((language) => ({
      merchantId,
      type: item.type,
      groupName: item.group ?? 'm_home',
      platform: 'ALL' as const,
      language,
      title: item.title[language],
      content: item.content?.[language] ?? '',
      imageUrl: item.image ? `/media/banners/${item.image}-${language.toLowerCase()}.webp` : '',
      linkageType: item.linkage?.type ?? null,
      linkage: item.linkage?.type === 'G' ? '' : (item.linkage?.to ?? ''),
      vendor: item.linkage?.vendor ?? '',
      roomId: '',
      nodeId: item.linkage?.type === 'G' ? item.linkage.to : '',
      gameType: item.linkage?.gameType ?? '',
      sortOrder: (order + 1) * 10,
      startsAt: new Date(now - (item.daysAgo ?? 7) * DAY),
    })),
  );
  await tx.insert(announcements).values(rows);

  await tx.insert(hotMatches).values(
    HOT_MATCHES.flatMap((match, order) =>
      LANGUAGES.map((language) => ({
        merchantId,
        language,
        matchTime: new Date(Math.ceil((now + match.inHours * HOUR) / HOUR) * HOUR),
        league: match.league,
        homeTeam: match.home,
        awayTeam: match.away,
        homeTeamImageUrl: teamImage(match.home),
        awayTeamImageUrl: teamImage(match.away),
        vendor: match.vendor,
        roomId: match.room,
        // No catalogue node: the vendor's sportsbook lobby opens at the room.
        nodeId: '',
        sortOrder: (order + 1) * 10,
      })),
    ),
  );

  await tx.insert(helpEntries).values(
    DEMO_HELP.flatMap((entry, order) =>
      LANGUAGES.map((language) => ({
        merchantId,
        language,
        device: 'ALL' as const,
        title: entry.title[language],
        content: entry.content[language],
        sortOrder: (order + 1) * 10,
      })),
    ),
  );
}

/**
 * Moves the demo merchants' seeded fixtures that have kicked off on by whole DEMO_MATCH_CYCLEs,
 * keeping their hour and order; an operator's own matches (other rooms) are left alone. Returns
 * how many moved. Runs on every start of a demo database (seedIfEmpty).
 */
export async function rollDemoHotMatches(tx: DbOrTx, now = Date.now()): Promise<number> {
  const demo = await demoMerchantIds(tx);
  if (demo.length === 0) return 0;
  const passed = await tx
    .select({ id: hotMatches.id, matchTime: hotMatches.matchTime })
    .from(hotMatches)
    .where(
      and(
        inArray(hotMatches.merchantId, demo),
        inArray(
          hotMatches.roomId,
          HOT_MATCHES.map((match) => match.room),
        ),
        lte(hotMatches.matchTime, new Date(now)),
      ),
    );
  for (const { id, matchTime } of passed) {
    const cycles = Math.floor((now - matchTime.getTime()) / DEMO_MATCH_CYCLE_MS) + 1;
    await tx
      .update(hotMatches)
      .set({ matchTime: new Date(matchTime.getTime() + cycles * DEMO_MATCH_CYCLE_MS) })
      .where(eq(hotMatches.id, id));
  }
  return passed.length;
}

/**
 * A demo database seeded before promotions existed has welcome banners naming a code no
 * promotion has (WELCOME100) and promising ₱5,000: they name the first-deposit bonus they
 * advertise, with its real cap (₱1,000). Runs on every
 * start of a demo database (seedIfEmpty); an operator's own banners are left alone.
 */
export async function relinkDemoWelcomeBanners(tx: DbOrTx): Promise<void> {
  const welcome = BANNERS[0]?.title;
  for (const language of LANGUAGES) {
    await tx
      .update(announcements)
      .set({ linkage: WELCOME_PROMOTION, ...(welcome ? { title: welcome[language] } : {}) })
      .where(
        and(
          eq(announcements.linkageType, 'P'),
          eq(announcements.linkage, WELCOME_BEFORE),
          eq(announcements.language, language),
        ),
      );
  }
}

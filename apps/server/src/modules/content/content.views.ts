import type {
  AnnouncementGroup,
  Announcements,
  Banner,
  ContentType,
  HelpCenter,
  HotMatch,
  Language,
  LobbyNews,
  Notice,
} from '@app/contracts';
import type { AnnouncementRow, HotMatchRow } from './content.repository.js';
import type { ContentSnapshot } from './content.store.js';

/** What a list of announcements is asked for; `at` is the moment it is shown (epoch ms). */
export type AnnouncementFilter = {
  language: Language;
  types: readonly ContentType[];
  groupName: AnnouncementGroup | undefined;
  platform: 'M' | 'W';
  at: number;
  /** Agent notices (A) go to agents only. */
  agent: boolean;
};

/** Content shows and hides to the minute: `at` is the end of the minute a request falls in. */
export const CONTENT_MINUTE_MS = 60_000;

/**
 * Upcoming hot matches of the filter's language: a match shows until the end of the minute it
 * kicks off in. Answers are keyed by that minute, so one whose time has passed leaves the cached
 * answer within a minute with no operator change (and the ETag changes with it).
 */
function upcomingMatch(row: HotMatchRow, filter: Pick<AnnouncementFilter, 'language' | 'at'>) {
  return (
    row.language === filter.language && row.matchTime.getTime() >= filter.at - CONTENT_MINUTE_MS
  );
}

/** How many titles the lobby news carries. */
export const LOBBY_NEWS_SIZE = 10;

function shown(row: AnnouncementRow, filter: AnnouncementFilter): boolean {
  return (
    row.language === filter.language &&
    (row.platform === 'ALL' || row.platform === filter.platform) &&
    (filter.groupName === undefined || row.groupName === filter.groupName) &&
    row.startsAt.getTime() < filter.at &&
    (row.endsAt === null || row.endsAt.getTime() > filter.at)
  );
}

/** Where tapping an announcement leads (a game, a room, a promotion, a link). */
export const linkOf = (row: AnnouncementRow) => ({
  linkageType: row.linkageType,
  linkage: row.linkage,
  vendor: row.vendor,
  roomId: row.roomId,
  nodeId: row.nodeId,
  gameType: row.gameType,
});

const toBanner = (row: AnnouncementRow): Banner => ({
  id: row.id,
  groupName: row.groupName,
  url: row.imageUrl,
  title: row.title,
  ...linkOf(row),
});

const toNotice = (row: AnnouncementRow): Notice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  publishTime: row.startsAt.getTime(),
  read: false,
});

/** Notices newest first; banners and popups in the operator's order. */
const newestFirst = (a: Notice, b: Notice) => b.publishTime - a.publishTime || b.id - a.id;

export const toHotMatch = (row: HotMatchRow): HotMatch => ({
  id: row.id,
  matchTime: row.matchTime.getTime(),
  league: row.league,
  homeTeam: row.homeTeam,
  awayTeam: row.awayTeam,
  homeTeamImageUrl: row.homeTeamImageUrl,
  awayTeamImageUrl: row.awayTeamImageUrl,
  vendor: row.vendor,
  roomId: row.roomId,
  nodeId: row.nodeId,
});

/** The answer of MCSFE_getListAnnouncements for a filter, every `read` false. */
export function announcementsOf(
  snapshot: ContentSnapshot,
  filter: AnnouncementFilter,
): Announcements {
  const wanted = new Set(filter.types);
  const rows = snapshot.announcements.filter((row) => wanted.has(row.type) && shown(row, filter));
  const ofType = (type: ContentType) => rows.filter((row) => row.type === type);
  return {
    banners: ofType('B').map(toBanner),
    player: ofType('PL').map(toNotice).sort(newestFirst),
    agent: filter.agent ? ofType('A').map(toNotice).sort(newestFirst) : [],
    popup: ofType('PU').map(({ id, title, content }) => ({ id, title, content })),
    promotion: ofType('PR').map(toNotice).sort(newestFirst),
    hot: wanted.has('H')
      ? snapshot.hotMatches.filter((row) => upcomingMatch(row, filter)).map(toHotMatch)
      : [],
  };
}

/** The newest player notices' titles, for the home page's scrolling news. */
export function lobbyNewsOf(
  snapshot: ContentSnapshot,
  filter: Pick<AnnouncementFilter, 'language' | 'platform' | 'at'>,
): LobbyNews {
  const { player } = announcementsOf(snapshot, {
    ...filter,
    types: ['PL'],
    groupName: undefined,
    agent: false,
  });
  return { list: player.slice(0, LOBBY_NEWS_SIZE).map(({ id, title }) => ({ id, title })) };
}

/** The help centre of a language and device, in the operator's order. */
export function helpCenterOf(
  snapshot: ContentSnapshot,
  language: Language,
  device: 'MOBILE' | 'WEB',
): HelpCenter {
  return snapshot.help
    .filter((row) => row.language === language && (row.device === 'ALL' || row.device === device))
    .map(({ title, content }) => ({ title, content }));
}

/** An image address the page may load: a path of this site (the CSP allows no other host). */
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

/**
 * The image of the home page's first banner (group m_home, platform M) in a language, for the
 * page's HTML to paint before any script runs; undefined when there is none or it is elsewhere.
 */
export function homeBannerOf(
  snapshot: ContentSnapshot,
  language: Language,
  at: number,
): string | undefined {
  const row = snapshot.announcements.find(
    (candidate) =>
      candidate.type === 'B' &&
      shown(candidate, {
        language,
        platform: 'M',
        groupName: 'm_home',
        at,
        types: ['B'],
        agent: false,
      }),
  );
  return row && SITE_PATH.test(row.imageUrl) ? row.imageUrl : undefined;
}

import { Announcements, HelpCenter, LobbyNews, type Language } from '@app/contracts';
import type { AnswerCache } from '@/lib/cached-answer.js';
import type { ContentSnapshot } from './content.store.js';
import { contentTopic } from './content.store.js';
import {
  CONTENT_MINUTE_MS,
  announcementsOf,
  helpCenterOf,
  lobbyNewsOf,
  type AnnouncementFilter,
} from './content.views.js';

/**
 * Notices start and end to the minute: answers are built for the minute a request falls in, as
 * seen at its end, so a notice published now shows at once, a scheduled one within a minute of
 * its time, a hot match leaves within a minute of kick-off, and nothing is rebuilt per request.
 * The ETag is the content's digest, so a phone that polls across minutes keeps getting 304 while
 * nothing shows or hides.
 */
export const endOfMinute = (at: number) => at - (at % CONTENT_MINUTE_MS) + CONTENT_MINUTE_MS;

const ofSnapshot = (snapshot: ContentSnapshot) => `${snapshot.merchantId}:${snapshot.version}`;
const topics = ({ snapshot }: { snapshot: ContentSnapshot }) => [contentTopic(snapshot.merchantId)];

/** The public content answers (lib/cached-answer.ts): guests' announcements, news and help. */
export function defineContentAnswers(answers: AnswerCache) {
  return {
    announcements: answers.define<AnnouncementParams, Announcements>({
      name: 'announcements',
      schema: Announcements,
      key: ({ snapshot, filter }) =>
        [
          ofSnapshot(snapshot),
          filter.language,
          filter.types.join(','),
          filter.groupName ?? '',
          filter.platform,
          filter.agent,
          filter.at,
        ].join(':'),
      topics,
      vary: ['Merchant', 'Language', 'Authorization'],
      // The minute's notices: the front door sends them again until the minute ends.
      front: { until: ({ filter }) => filter.at },
      build: ({ snapshot, filter }) => announcementsOf(snapshot, filter),
    }),
    lobbyNews: answers.define<NewsParams, LobbyNews>({
      name: 'lobby news',
      schema: LobbyNews,
      key: ({ snapshot, language, platform, at }) =>
        [ofSnapshot(snapshot), language, platform, at].join(':'),
      topics,
      vary: ['Merchant', 'Language'],
      front: { until: ({ at }) => at },
      build: ({ snapshot, ...filter }) => lobbyNewsOf(snapshot, filter),
    }),
    helpCenter: answers.define<HelpParams, HelpCenter>({
      name: 'help centre',
      schema: HelpCenter,
      key: ({ snapshot, language, device }) => [ofSnapshot(snapshot), language, device].join(':'),
      topics,
      vary: ['Merchant', 'Language'],
      front: {},
      build: ({ snapshot, language, device }) => helpCenterOf(snapshot, language, device),
    }),
  };
}

type AnnouncementParams = { snapshot: ContentSnapshot; filter: AnnouncementFilter };
type NewsParams = {
  snapshot: ContentSnapshot;
  language: Language;
  platform: 'M' | 'W';
  at: number;
};
type HelpParams = { snapshot: ContentSnapshot; language: Language; device: 'MOBILE' | 'WEB' };

import type {
  Announcement,
  AnnouncementInput,
  Announcements,
  ContentKind,
  HelpEntryInput,
  HotMatchInput,
  Language,
  OperatorHelpEntry,
  OperatorHotMatch,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { defineContentAnswers, endOfMinute } from './content.answers.js';
import type {
  AnnouncementRow,
  ContentRepository,
  HelpEntryRow,
  HotMatchRow,
} from './content.repository.js';
import { contentTopic, type ContentSnapshot, type ContentStore } from './content.store.js';
import {
  announcementsOf,
  homeBannerOf,
  linkOf,
  toHotMatch,
  type AnnouncementFilter,
} from './content.views.js';

type Parsed<T extends z.ZodType> = z.output<T>;
type AnnouncementFields = Parsed<typeof AnnouncementInput>;
type HotMatchFields = Parsed<typeof HotMatchInput>;
type HelpFields = Parsed<typeof HelpEntryInput>;

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  type: row.type,
  groupName: row.groupName,
  platform: row.platform,
  language: row.language,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  ...linkOf(row),
  sortOrder: row.sortOrder,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt?.getTime() ?? null,
});
const toOperatorHotMatch = (row: HotMatchRow): OperatorHotMatch => ({
  ...toHotMatch(row),
  language: row.language,
  sortOrder: row.sortOrder,
});
const toHelpEntry = (row: HelpEntryRow): OperatorHelpEntry => ({
  id: row.id,
  language: row.language,
  device: row.device,
  title: row.title,
  content: row.content,
  sortOrder: row.sortOrder,
});

const announcementValues = (
  merchantId: number,
  { startsAt, endsAt, ...fields }: AnnouncementFields,
) => ({
  ...fields,
  merchantId,
  startsAt: startsAt === undefined ? new Date() : new Date(startsAt),
  endsAt: endsAt === null ? null : new Date(endsAt),
});
const hotMatchValues = (merchantId: number, { matchTime, ...fields }: HotMatchFields) => ({
  ...fields,
  merchantId,
  matchTime: new Date(matchTime),
});

const notFound = () => new AppError('content.not.found', { field: 'id' });
function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

/**
 * Announcements, hot matches and help per merchant: guests' reads come from cached answers, a
 * member's notices carry their read flags, and every operator change drops the cached copies on
 * every instance.
 */
export function createContentService({
  repo,
  store,
  answers,
}: {
  repo: ContentRepository;
  store: ContentStore;
  answers: AnswerCache;
}) {
  async function changed(merchantId: number): Promise<void> {
    store.forget(merchantId);
    await answers.changed(contentTopic(merchantId));
  }

  /** Runs an operator change, then drops every copy of the merchant's content. */
  async function change<T>(merchantId: number, write: () => Promise<T>): Promise<T> {
    const result = await write();
    await changed(merchantId);
    return result;
  }

  return {
    snapshot: (merchantId: number) => store.get(merchantId),
    answers: defineContentAnswers(answers),

    /** The home page's first banner image in a language (content.views.ts), from memory. */
    homeBanner: async (merchantId: number, language: Language) =>
      homeBannerOf(await store.get(merchantId), language, endOfMinute(Date.now())),

    /** A member's announcements: the guest answer plus agent notices and read flags. */
    async memberAnnouncements(
      snapshot: ContentSnapshot,
      filter: AnnouncementFilter,
      memberId: number,
    ): Promise<Announcements> {
      const value = announcementsOf(snapshot, filter);
      const notices = [...value.player, ...value.agent, ...value.promotion];
      const read = await repo.readIds(
        memberId,
        notices.map((notice) => notice.id),
      );
      for (const notice of notices) notice.read = read.has(notice.id);
      return value;
    },

    /** Marks a notice the member may see as opened; any other id is content.not.found. */
    async markRead(
      snapshot: ContentSnapshot,
      member: { memberId: number; agent: boolean },
      id: number,
    ): Promise<void> {
      const row = snapshot.announcements.find((candidate) => candidate.id === id);
      const readable =
        row?.type === 'PL' || row?.type === 'PR' || (row?.type === 'A' && member.agent);
      if (!readable) throw notFound();
      await repo.markRead(member.memberId, id);
    },

    operator: {
      async list(kind: ContentKind, merchantId: number) {
        const { announcements, hotMatches, help } = await repo.loadAll(merchantId);
        if (kind === 'announcements') return announcements.map(toAnnouncement);
        if (kind === 'hot-matches') return hotMatches.map(toOperatorHotMatch);
        return help.map(toHelpEntry);
      },
      createAnnouncement: (merchantId: number, fields: AnnouncementFields) =>
        change(merchantId, async () =>
          toAnnouncement(
            only(await repo.insertAnnouncement(announcementValues(merchantId, fields))),
          ),
        ),
      replaceAnnouncement: (merchantId: number, id: number, fields: AnnouncementFields) =>
        change(merchantId, async () =>
          toAnnouncement(
            only(
              await repo.replaceAnnouncement(
                merchantId,
                id,
                announcementValues(merchantId, fields),
              ),
            ),
          ),
        ),
      createHotMatch: (merchantId: number, fields: HotMatchFields) =>
        change(merchantId, async () =>
          toOperatorHotMatch(only(await repo.insertHotMatch(hotMatchValues(merchantId, fields)))),
        ),
      replaceHotMatch: (merchantId: number, id: number, fields: HotMatchFields) =>
        change(merchantId, async () =>
          toOperatorHotMatch(
            only(await repo.replaceHotMatch(merchantId, id, hotMatchValues(merchantId, fields))),
          ),
        ),
      createHelpEntry: (merchantId: number, fields: HelpFields) =>
        change(merchantId, async () =>
          toHelpEntry(only(await repo.insertHelpEntry({ ...fields, merchantId }))),
        ),
      replaceHelpEntry: (merchantId: number, id: number, fields: HelpFields) =>
        change(merchantId, async () =>
          toHelpEntry(only(await repo.replaceHelpEntry(merchantId, id, { ...fields, merchantId }))),
        ),
      remove: (kind: ContentKind, merchantId: number, id: number) =>
        change(merchantId, async () => {
          if (!(await repo.remove(kind, merchantId, id))) throw notFound();
        }),
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

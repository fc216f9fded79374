import type { FeedbackImageType, Language } from '@app/contracts';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { feedback, feedbackImages, members } from '@/db/schema/index.js';

export type FeedbackImageValues = {
  mimeType: FeedbackImageType;
  byteSize: number;
  sha256: string;
  bytes: Buffer;
};

export type NewFeedback = {
  merchantId: number;
  memberId: number;
  content: string;
  language: Language;
  images: readonly FeedbackImageValues[];
};

export function createFeedbackRepository(db: DbOrTx) {
  return {
    /** Holds until the transaction ends, so one member's sends take turns (the hourly limit). */
    async lockMember(memberId: number): Promise<void> {
      await lockForTransaction(db, LOCK_SPACE.feedbackMember, String(memberId));
    },

    /** Feedback the member stored within the last `seconds`. */
    async countSince(memberId: number, seconds: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedback)
        .where(
          and(
            eq(feedback.memberId, memberId),
            gt(feedback.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        );
      return row?.n ?? 0;
    },

    /** The feedback row and its images (numbered 1…n in the order given). */
    async insert(values: NewFeedback): Promise<{ id: number; createdAt: Date }> {
      const { images, ...row } = values;
      const [stored] = await db
        .insert(feedback)
        .values(row)
        .returning({ id: feedback.id, createdAt: feedback.createdAt });
      if (!stored) throw new Error('feedback not inserted');
      if (images.length > 0) {
        await db
          .insert(feedbackImages)
          .values(
            images.map((image, index) => ({ ...image, feedbackId: stored.id, n: index + 1 })),
          );
      }
      return stored;
    },

    /** A merchant's feedback, newest first, with its member's account; no image bytes. */
    async page(merchantId: number, offset: number, limit: number) {
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedback)
        .where(eq(feedback.merchantId, merchantId));
      const rows = await db
        .select({
          id: feedback.id,
          memberId: feedback.memberId,
          account: members.account,
          content: feedback.content,
          language: feedback.language,
          createdAt: feedback.createdAt,
        })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .where(eq(feedback.merchantId, merchantId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit)
        .offset(offset);
      const images =
        rows.length === 0
          ? []
          : await db
              .select({
                feedbackId: feedbackImages.feedbackId,
                n: feedbackImages.n,
                mimeType: feedbackImages.mimeType,
                byteSize: feedbackImages.byteSize,
                sha256: feedbackImages.sha256,
              })
              .from(feedbackImages)
              .where(
                inArray(
                  feedbackImages.feedbackId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(feedbackImages.feedbackId), asc(feedbackImages.n));
      return { total: total?.n ?? 0, rows, images };
    },

    /** Image `n` of feedback `id`, when that feedback is the merchant's. */
    async image(merchantId: number, id: number, n: number) {
      const [row] = await db
        .select({ mimeType: feedbackImages.mimeType, bytes: feedbackImages.bytes })
        .from(feedbackImages)
        .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
        .where(
          and(eq(feedback.merchantId, merchantId), matching(feedbackImages, { feedbackId: id, n })),
        );
      return row;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

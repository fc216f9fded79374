import { createHash } from 'node:crypto';
import {
  checkFeedbackContent,
  FEEDBACK_FIELDS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MESSAGE_PARAMS,
  feedbackImagePixelsOk,
  feedbackImageSize,
  feedbackImageType,
  type FeedbackReceipt,
  type Language,
  type OperatorFeedbackItem,
  type OperatorFeedbackPage,
  type OperatorFeedbackQuery,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { FEEDBACK_PER_MEMBER } from './feedback.limits.js';
import type { FeedbackForm } from './feedback.form.js';
import {
  createFeedbackRepository,
  type FeedbackImageValues,
  type FeedbackRepository,
} from './feedback.repository.js';

export type FeedbackSender = { memberId: number; merchantId: number };

const params = FEEDBACK_MESSAGE_PARAMS;

/** The form's text and images by the rules of contracts/feedback.ts, or the first refusal. */
function checkForm(form: FeedbackForm): { content: string; images: FeedbackImageValues[] } {
  const content = checkFeedbackContent(form.content ?? '');
  if (!content.ok) {
    throw new AppError(content.code, { field: FEEDBACK_FIELDS.content, params });
  }
  const field = FEEDBACK_FIELDS.images;
  // The parser stops at these already; checked again so the rule does not hang on its options.
  if (form.images.length > FEEDBACK_MAX_IMAGES) {
    throw new AppError('feedback.images.too.many', { field, params });
  }
  const images = form.images.map((bytes) => {
    if (bytes.length > FEEDBACK_MAX_IMAGE_BYTES) {
      throw new AppError('feedback.image.too.large', { field, params });
    }
    // The content decides, never the file's name or declared type (a GIF renamed .png).
    const mimeType = feedbackImageType(bytes);
    if (!mimeType) throw new AppError('feedback.image.type', { field, params });
    // By the header's dimensions, before anything decodes it: a tiny file may claim 2.5 gigapixels.
    const size = feedbackImageSize(bytes);
    if (!size) throw new AppError('feedback.image.type', { field, params });
    if (!feedbackImagePixelsOk(size))
      throw new AppError('feedback.image.pixels', { field, params });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return { mimeType, byteSize: bytes.length, sha256, bytes };
  });
  return { content: content.content, images };
}

/** Feedback of members (PUT /wps/feedback) and the operator's reading of it. */
export function createFeedbackService({ db }: { db: Db }) {
  const repo: FeedbackRepository = createFeedbackRepository(db);
  const overLimit = async (feedbackRepo: FeedbackRepository, memberId: number) =>
    (await feedbackRepo.countSince(memberId, FEEDBACK_PER_MEMBER.seconds)) >=
    FEEDBACK_PER_MEMBER.max;

  return {
    /**
     * Stores the member's feedback and its images together, or nothing. The hourly limit is
     * checked before the body is read (a refused member uploads nothing) and again under the
     * member's lock, so sends at once cannot pass it together.
     */
    async send(
      member: FeedbackSender,
      language: Language,
      readForm: () => Promise<FeedbackForm>,
    ): Promise<FeedbackReceipt> {
      if (await overLimit(repo, member.memberId)) throw new AppError('feedback.too.many');
      const { content, images } = checkForm(await readForm());
      const stored = await db.transaction(async (tx) => {
        const txRepo = createFeedbackRepository(tx);
        await txRepo.lockMember(member.memberId);
        if (await overLimit(txRepo, member.memberId)) throw new AppError('feedback.too.many');
        return txRepo.insert({ ...member, content, language, images });
      });
      return { id: stored.id, createdAt: stored.createdAt.getTime(), images: images.length };
    },

    operator: {
      /** A merchant's feedback, newest first, a page at a time; images without their bytes. */
      async list(merchantId: number, query: OperatorFeedbackQuery): Promise<OperatorFeedbackPage> {
        const { pageNo, pageSize } = query;
        const { total, rows, images } = await repo.page(
          merchantId,
          (pageNo - 1) * pageSize,
          pageSize,
        );
        const list = rows.map((row): OperatorFeedbackItem => ({
          ...row,
          createdAt: row.createdAt.getTime(),
          images: images
            .filter((image) => image.feedbackId === row.id)
            .map(({ n, mimeType, byteSize, sha256 }) => ({ n, mimeType, byteSize, sha256 })),
        }));
        return {
          list,
          pageNum: pageNo,
          pageSize,
          total,
          totalPages: Math.ceil(total / pageSize),
        };
      },

      /** Image `n` (1-based) of the merchant's feedback `id`. */
      async image(merchantId: number, id: number, n: number) {
        const image = await repo.image(merchantId, id, n);
        if (!image) throw new AppError('feedback.not.found');
        return image;
      },
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

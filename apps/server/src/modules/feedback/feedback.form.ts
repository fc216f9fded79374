import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_FIELDS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MESSAGE_PARAMS,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
// The types of request.parts(); the plugin itself is registered in the route's scope.
import type {} from '@fastify/multipart';
import { AppError } from '@/lib/app-error.js';

/** What a PUT /wps/feedback body held, before any rule but the parser's limits. */
export type FeedbackForm = {
  /** The `content` field as sent (undefined when missing). */
  content: string | undefined;
  /** The `images` files in the order sent. */
  images: Buffer[];
};

/**
 * The parser's limits (busboy): the 4th file and a file past 5 MB stop with an error instead of
 * being read, so a request holds at most 3 × 5 MB in memory. A UTF-8 character takes at most 4
 * bytes; spaces around the text are trimmed later, so the field has some room beyond 4 × max.
 */
export const FEEDBACK_FORM_LIMITS = {
  fields: 1,
  fieldSize: FEEDBACK_CONTENT_MAX_LENGTH * 4 + 1024,
  fieldNameSize: 32,
  files: FEEDBACK_MAX_IMAGES,
  fileSize: FEEDBACK_MAX_IMAGE_BYTES,
  parts: FEEDBACK_MAX_IMAGES + 2,
  headerPairs: 16,
} as const;

const params = FEEDBACK_MESSAGE_PARAMS;
const images = FEEDBACK_FIELDS.images;
const contentLength = () =>
  new AppError('feedback.content.length', { field: FEEDBACK_FIELDS.content, params });

/** @fastify/multipart's errors (by code) as the API's, each naming its field. */
function fromParser(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError('feedback.images.too.many', { field: images, params });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('feedback.image.too.large', { field: images, params });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('request.invalid', { field: 'body' });
    default:
      // A broken or cut-off body (no boundary, the client went away).
      return new AppError('request.malformed', { field: 'body' });
  }
}

/**
 * Reads the multipart body into memory. After the first problem the rest of the body is still
 * read and dropped (never stored), so the client gets its answer on a connection that is not
 * left stuck halfway through an upload; then the first problem is thrown.
 */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  if (!request.isMultipart()) {
    throw new AppError('request.malformed', { field: 'Content-Type' });
  }
  const form: FeedbackForm = { content: undefined, images: [] };
  let failure: AppError | undefined;
  const fail = (error: AppError) => {
    failure ??= error;
  };
  try {
    for await (const part of request.parts({ limits: FEEDBACK_FORM_LIMITS })) {
      if (part.type === 'file') {
        if (failure || part.fieldname !== images) {
          fail(new AppError('request.invalid', { field: part.fieldname }));
          part.file.resume();
          continue;
        }
        try {
          form.images.push(await part.toBuffer());
        } catch (error) {
          fail(fromParser(error));
        }
      } else if (part.fieldname !== FEEDBACK_FIELDS.content || form.content !== undefined) {
        fail(new AppError('request.invalid', { field: part.fieldname }));
      } else if (part.valueTruncated) {
        fail(contentLength());
      } else {
        form.content = String(part.value);
      }
    }
  } catch (error) {
    fail(fromParser(error));
  }
  if (failure) throw failure;
  return form;
}

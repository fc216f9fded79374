import { z } from 'zod';
import { BigSerialId } from './ids.js';
import type { ErrorCode } from './errors.js';
import { Language } from './language.js';
import { OperatorMerchantParams } from './operator.js';
import { listPage, pageQueryFields } from './pages.js';

/**
 * Feedback (SPEC §1 "send feedback", §5 label hints, §7 `PUT /wps/feedback`, module FEEDBACK3):
 * a member's text with up to three screenshots, sent as multipart/form-data. Both sides check
 * the same rules with the same messages; the server is the authority.
 */
export const FEEDBACK_PATH = '/wps/feedback';
export const FEEDBACK_MODULE = 'FEEDBACK3';

/** Characters (Unicode code points) of the trimmed text. */
export const FEEDBACK_CONTENT_MIN_LENGTH = 10;
export const FEEDBACK_CONTENT_MAX_LENGTH = 500;
/** SPEC §5 and §9: images png/jpg, at most 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_MB = 5;
export const FEEDBACK_MAX_IMAGE_BYTES = FEEDBACK_MAX_IMAGE_MB * 1024 * 1024;
/**
 * Pixels an image may have: a few kB of PNG can declare 50,000 × 50,000 (a decompression bomb that
 * takes gigabytes to show). Read from the header, never by decoding; a 48 MP phone photo passes.
 */
export const FEEDBACK_MAX_IMAGE_MEGAPIXELS = 50;
export const FEEDBACK_MAX_IMAGE_PIXELS = FEEDBACK_MAX_IMAGE_MEGAPIXELS * 1_000_000;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

/** The multipart field names: one text field, one file field repeated per image. */
export const FEEDBACK_FIELDS = { content: 'content', images: 'images' } as const;

/** The codes of a refused feedback; each names its field (`content` or `images`). */
export type FeedbackErrorCode = Extract<
  ErrorCode,
  | 'feedback.content.length'
  | 'feedback.image.type'
  | 'feedback.image.too.large'
  | 'feedback.images.too.many'
  | 'feedback.image.pixels'
  | 'text.control.chars'
>;

/** The placeholders of every feedback message, from the constants above. */
export const FEEDBACK_MESSAGE_PARAMS: Record<string, string> = {
  min: String(FEEDBACK_CONTENT_MIN_LENGTH),
  max: String(FEEDBACK_CONTENT_MAX_LENGTH),
  maxImages: String(FEEDBACK_MAX_IMAGES),
  maxMb: String(FEEDBACK_MAX_IMAGE_MB),
  maxMegapixels: String(FEEDBACK_MAX_IMAGE_MEGAPIXELS),
};

/** Control characters other than tab and line breaks, and bidirectional overrides/isolates. */
const FEEDBACK_CONTROL_CHARS = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
/** The length the bounds count: code points, so an emoji is one character on both sides. */
export const feedbackLength = (content: string): number =>
  content.trim().replace(SURROGATE_PAIR, '_').length;

export type FeedbackContentCheck =
  | { ok: true; content: string }
  | { ok: false; code: 'feedback.content.length' | 'text.control.chars' };

/** The text as stored (trimmed), or why it is refused. Several lines are fine. */
export function checkFeedbackContent(raw: string): FeedbackContentCheck {
  const content = raw.trim();
  if (FEEDBACK_CONTROL_CHARS.test(content)) return { ok: false, code: 'text.control.chars' };
  const length = feedbackLength(content);
  if (length < FEEDBACK_CONTENT_MIN_LENGTH || length > FEEDBACK_CONTENT_MAX_LENGTH) {
    return { ok: false, code: 'feedback.content.length' };
  }
  return { ok: true, content };
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/**
 * The image's type by its first bytes (PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF), never by
 * its name or declared type; anything else (a GIF renamed .png) is undefined.
 */
export function feedbackImageType(bytes: Uint8Array): FeedbackImageType | undefined {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return undefined;
}
export type ImageSize = { width: number; height: number };

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 65_536 + u16(bytes, at + 2);

/** A PNG's size from its IHDR chunk, which must come first (bytes 12–23). */
function pngSize(bytes: Uint8Array): ImageSize | undefined {
  const ihdr = [0x49, 0x48, 0x44, 0x52];
  if (bytes.length < 24 || !ihdr.every((byte, i) => bytes[12 + i] === byte)) return undefined;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** A JPEG's size from its start-of-frame segment (SOF0–SOF15 but DHT C4, JPG C8, DAC CC). */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    }
    if (marker === 0xda) return undefined; // image data before any frame header
    at += 2 + u16(bytes, at + 2);
  }
  return undefined;
}

/** The size an image declares in its header (nothing is decoded); undefined when unreadable. */
export function feedbackImageSize(bytes: Uint8Array): ImageSize | undefined {
  const type = feedbackImageType(bytes);
  const size = type === 'image/png' ? pngSize(bytes) : type ? jpegSize(bytes) : undefined;
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/** Whether an image's declared size is within FEEDBACK_MAX_IMAGE_PIXELS. */
export const feedbackImagePixelsOk = ({ width, height }: ImageSize): boolean =>
  width * height <= FEEDBACK_MAX_IMAGE_PIXELS;

/** How many first bytes feedbackImageType needs. */
export const FEEDBACK_MAGIC_BYTES = PNG_MAGIC.length;

/** The fields of PUT /wps/feedback besides the images, trimmed and checked. */
export const FeedbackContent = z.string().transform((raw, context) => {
  const checked = checkFeedbackContent(raw);
  if (checked.ok) return checked.content;
  context.addIssue({ code: 'custom', params: { code: checked.code } });
  return z.NEVER;
});
export const FeedbackFields = z.object({ content: FeedbackContent });
export type FeedbackFields = z.output<typeof FeedbackFields>;

/** The answer of PUT /wps/feedback: what was stored. */
export const FeedbackReceipt = z.object({
  id: z.number().int(),
  /** Epoch ms. */
  createdAt: z.number(),
  images: z.number().int().min(0).max(FEEDBACK_MAX_IMAGES),
});
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>;

/** Operator API: GET /operator/merchants/:merchantCode/feedback?pageNo=&pageSize=, newest first. */
export const OPERATOR_FEEDBACK_PAGE_SIZE = 20;
export const OperatorFeedbackQuery = z.object(pageQueryFields(OPERATOR_FEEDBACK_PAGE_SIZE, 100));
export type OperatorFeedbackQuery = z.output<typeof OperatorFeedbackQuery>;

export const OperatorFeedbackImage = z.object({
  /** 1-based position: GET …/feedback/:id/images/:n. */
  n: z.number().int(),
  mimeType: z.enum(FEEDBACK_IMAGE_TYPES),
  byteSize: z.number().int(),
  sha256: z.string(),
});
export type OperatorFeedbackImage = z.infer<typeof OperatorFeedbackImage>;

export const OperatorFeedbackItem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  content: z.string(),
  language: Language,
  /** Epoch ms. */
  createdAt: z.number(),
  images: z.array(OperatorFeedbackImage),
});
export type OperatorFeedbackItem = z.infer<typeof OperatorFeedbackItem>;

export const OperatorFeedbackPage = listPage(OperatorFeedbackItem).extend({
  pageSize: z.number().int(),
});
export type OperatorFeedbackPage = z.infer<typeof OperatorFeedbackPage>;

export const OperatorFeedbackImageParams = OperatorMerchantParams.extend({
  id: BigSerialId,
  n: z.coerce.number().int().min(1).max(FEEDBACK_MAX_IMAGES),
});

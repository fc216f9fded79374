import { TOAST_MS } from './toast-timing';

/**
 * Where a note ends and an explanation starts, in characters of the text shown (TY or EN alike).
 * A reader notices a toast in about half a second, then reads some 20–25 characters a second:
 * 1.5 s covers a word or two ('Change saved', 'Kulang ang balanse', up to 24), 3 s one sentence
 * (most server refusals: half are under 50, TY and EN); past 64 ('A deposit was not approved.
 * See the reason in your records.' is 59) the 8 s toast, which the reader can also hold.
 */
export const NOTE_MAX_CHARS = 24;
export const SENTENCE_MAX_CHARS = 64;

/**
 * A message toast's duration by the length of its text: a note, a sentence or an explanation.
 * Only the lazy toast chunk imports this module, so the first load does not carry it.
 */
export function readingTime(text: string): number {
  const length = Array.from(text.replace(/\s+/g, ' ').trim()).length;
  if (length <= NOTE_MAX_CHARS) return TOAST_MS.default;
  if (length <= SENTENCE_MAX_CHARS) return TOAST_MS.short;
  return TOAST_MS.long;
}

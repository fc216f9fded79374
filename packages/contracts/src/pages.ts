import { z } from 'zod';
import { Minor } from './units.js';

/**
 * The shapes every paged list and every paid call repeat, written once: a page asked for, a page
 * answered, and what a call that moved money answers beside its record.
 */

/** A page asked for: pageNo from 1 (up to maxPage), pageSize from 1 to maxSize (size if absent). */
export const pageQueryFields = (size: number, maxSize: number, maxPage = 100_000) => ({
  pageNo: z.coerce.number().int().min(1).max(maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(size),
});

/** A page answered: its number, the pages and the items in all. */
export const PAGE_COUNTS = {
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
};

/** A page of a list: its items under `list`, then PAGE_COUNTS. */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), ...PAGE_COUNTS });

/**
 * What a paid call answers beside its record: the member's cash balance after it (minor units),
 * and replayed, true when its key (or the claimed item) had been used before: nothing new was
 * written.
 */
export const SETTLED_FIELDS = {
  balance: Minor,
  replayed: z.boolean(),
};

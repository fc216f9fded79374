import { z } from 'zod';
import { PAGE_COUNTS } from './pages.js';

/**
 * Small schema builders the contract files would otherwise each write again: a day written as
 * text, a page answered with its footer, and a range of days asked for.
 */

/** A day YYYY-MM-DD that exists (2026-02-30 does not). `format` is the message of a bad shape. */
export const existingDay = (format?: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, format)
    .refine((date) => {
      const day = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
    }, 'no such day');

/** A day of the site calendar (GMT+8), YYYY-MM-DD, that exists. */
export const SiteDayText = existingDay('YYYY-MM-DD');

/** The two days of a report's range, both counted. */
export const dayRangeFields = <D extends z.ZodType>(day: D) => ({ startDate: day, endDate: day });

/** A page of rows under `list`, PAGE_COUNTS, and a footer: the sums over every page. */
export const pagedAnswer = <Row extends z.ZodType, Footer extends z.ZodType>(
  row: Row,
  footer: Footer,
) => z.object({ list: z.array(row), ...PAGE_COUNTS, footer });

/** A member as an agent's lists name it: id, account name, nickname and member type (SPEC §4). */
export const MEMBER_NAME_FIELDS = {
  customerId: z.number().int(),
  customerName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
};

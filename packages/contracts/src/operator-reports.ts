import { z } from 'zod';
import { OPERATOR_PREFIX } from './operator.js';

/**
 * The console's reports (issue 29), each over a range of site days (GMT+8): the P&L by day, by
 * product and by vendor, deposits and withdrawals by channel, and the agents' incomes. Every
 * report is a table: its columns (money in minor units where `money`), its rows and their totals;
 * `…/csv` answers the same as a CSV file (money in pesos with two decimals).
 */
export const REPORT_KINDS = [
  'pnl-daily',
  'pnl-product',
  'pnl-vendor',
  'channels',
  'agent-incomes',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const OPERATOR_REPORT_PATH = `${OPERATOR_PREFIX}/merchants/:merchantCode/reports/:report`;
export const OPERATOR_REPORT_CSV_PATH = `${OPERATOR_REPORT_PATH}/csv`;
/** The audit log as CSV, with the search of AuditQuery and a range of days. */
export const OPERATOR_AUDIT_CSV_PATH = `${OPERATOR_PREFIX}/audit.csv`;

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 92;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const ReportParams = z.object({
  merchantCode: z.string().min(1).max(32),
  report: z.enum(REPORT_KINDS),
});

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** From and to, site days, both counted; at most REPORT_MAX_DAYS. */
export const ReportQuery = z
  .object({ from: Day, to: Day })
  .refine((query) => dayNumber(query.from) <= dayNumber(query.to), {
    message: 'from is after to',
    path: ['from'],
  })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < REPORT_MAX_DAYS, {
    message: `at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportColumn = z.object({ key: z.string(), money: z.boolean() });
export type ReportColumn = z.infer<typeof ReportColumn>;

export const Report = z.object({
  report: z.enum(REPORT_KINDS),
  from: Day,
  to: Day,
  columns: z.array(ReportColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The sums of the money and count columns (text columns left out). */
  totals: z.record(z.string(), z.number()),
});
export type Report = z.infer<typeof Report>;

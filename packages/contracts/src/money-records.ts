import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { OperatorMerchantParams } from './operator.js';
import { RECORD_PERIODS } from './record-periods.js';
import { text } from './text.js';
import { Instant } from './units.js';
import { listPage, pageQueryFields } from './pages.js';

/**
 * What the money records (deposits /m/vouReport, withdrawals /m/withdrawReport) share: a list
 * query by status and by a period ending now or a from/to range, newest first, and its page.
 */

export const MONEY_RECORD_PAGE_SIZE = 20;
export const MONEY_RECORD_MAX_PAGE_SIZE = 50;

const EpochMs = z.coerce.number().int().min(0).max(8_640_000_000_000);

/** A record list's range and page fields, shared by every money record's query and the game records'. */
export const RECORD_RANGE_FIELDS = {
  period: z.enum(RECORD_PERIODS).optional(),
  from: EpochMs.optional(),
  to: EpochMs.optional(),
  ...pageQueryFields(MONEY_RECORD_PAGE_SIZE, MONEY_RECORD_MAX_PAGE_SIZE),
};

/** from ≤ to, and a period or from/to, not both. */
export function refineRecordRange(
  query: { period?: unknown; from?: number | undefined; to?: number | undefined },
  context: z.RefinementCtx,
): void {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
  }
  if (query.period !== undefined && (query.from !== undefined || query.to !== undefined)) {
    context.addIssue({ code: 'custom', path: ['period'], message: 'a period or from/to' });
  }
}

/** A money record's list query, filtered by `status`. */
export function moneyRecordQuery<S extends z.ZodEnum>(status: S) {
  return z
    .object({ ...RECORD_RANGE_FIELDS, status: status.optional() })
    .superRefine(refineRecordRange);
}

export function moneyRecordPage<T extends z.ZodType>(item: T) {
  return listPage(item);
}

/**
 * The end of a money request's row: when it was made, when it was decided (null while it is
 * open) and the operator's reason for a rejection (else null).
 */
export const REQUEST_DECISION_FIELDS = {
  createdAt: Instant,
  decidedAt: Instant.nullable(),
  rejectReason: z.string().nullable(),
};

/** A request's id in a body or a path. */
export const MoneyRequestId = BigSerialId;

/** How many requests an operator's list (/operator/merchants/:merchantCode/…) answers at most. */
export const OperatorRequestLimit = z.coerce.number().int().min(1).max(200).default(100);

/** An operator's rejection of a request: the reason the member reads. */
export const OperatorRequestReject = z.object({ reason: text().trim().min(1).max(200) });

/** One request on the operator's side: …/:merchantCode/<deposits|withdrawals>/:id. */
export const OperatorRequestParams = OperatorMerchantParams.extend({ id: MoneyRequestId });

/** What the operator's row adds to the member's request: whose it is. */
export const OPERATOR_REQUEST_FIELDS = {
  /** The member's id: the console reads the member's context beside the request by it. */
  memberId: z.number().int(),
  account: z.string(),
};

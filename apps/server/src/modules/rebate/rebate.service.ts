import {
  REBATE_CATEGORIES,
  REBATE_MIN_CLAIM,
  REBATE_RATES_BP,
  REBATE_TURNOVER_BASIS_POINTS,
  rebateOf,
  type RebateBlock,
  type RebateCategory,
  type RebateClaim,
  type RebateClaimResult,
  type RebateLine,
  type RebateMarks,
  type RebatePreview,
  type RebateReportFilter,
  type RebateReportPage,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import { formatMinor, newReference } from '@/lib/money-text.js';
import { rangeOf } from '@/lib/record-range.js';
import { createMovements } from '../wallet/index.js';
import {
  createRebateRepository,
  type ClaimRow,
  type Counted,
  type RebateRepository,
} from './rebate.repository.js';
import { pageAnswer } from '@/lib/paging.js';

/** The member a rebate call is for: always the caller (routes pass the session). */
export type Claimant = { memberId: number; merchantId: number; currencySymbol: string };

/** Where rebates are paid from. */
const HOUSE_REBATE = 'house_rebate' as const;
const BASIS_POINTS = 10_000;
const NO_MARKS: RebateMarks = { inhouse: 0, lottery: 0, vendor: 0 };

const sameMarks = (a: RebateMarks, b: RebateMarks) =>
  REBATE_CATEGORIES.every((category) => a[category] === b[category]);

const claimView = (row: ClaimRow): RebateClaim => ({
  id: row.id,
  reference: row.reference,
  amount: row.amount,
  turnover: row.turnover,
  lines: row.lines,
  createdAt: row.createdAt.getTime(),
});

/** What the bets of each category in since → upTo earn. */
async function linesOf(
  repo: RebateRepository,
  memberId: number,
  since: RebateMarks,
  upTo: RebateMarks,
): Promise<RebateLine[]> {
  const counted: Record<
    RebateCategory,
    (memberId: number, from: number, to: number) => Promise<Counted>
  > = {
    inhouse: (...args) => repo.inhouseCounted(...args),
    lottery: (...args) => repo.lotteryCounted(...args),
    vendor: (...args) => repo.vendorCounted(...args),
  };
  return Promise.all(
    REBATE_CATEGORIES.map(async (category) => {
      const { turnover, bets } = await counted[category](memberId, since[category], upTo[category]);
      const rateBp = REBATE_RATES_BP[category];
      return { category, turnover, bets, rateBp, amount: rebateOf(turnover, rateBp) };
    }),
  );
}

/** Where the member's claims stand: the last one's end and how far bets may be counted now. */
async function rangeNow(repo: RebateRepository, memberId: number) {
  const [last, inhouse, lottery, vendor] = await Promise.all([
    repo.last(memberId),
    repo.inhouseMark(memberId),
    repo.lotteryMark(memberId),
    repo.vendorMark(memberId),
  ]);
  const since = last?.upTo ?? NO_MARKS;
  // Marks never move back; max() keeps a range well formed whatever the rows say.
  const upTo = {
    inhouse: Math.max(inhouse, since.inhouse),
    lottery: Math.max(lottery, since.lottery),
    vendor: Math.max(vendor, since.vendor),
  };
  return { last, since, upTo };
}

const blockOf = (total: number): RebateBlock | null =>
  total === 0 ? 'nothing' : total < REBATE_MIN_CLAIM ? 'below_minimum' : null;

export type RebateDeps = { db: Db; now?: () => Date; reference?: () => string };

/**
 * Rebates claimed by hand (contracts/rebate.ts): the preview of what the member's counted bets
 * earn, the claim that pays exactly that preview once, and the report of paid claims. A claim
 * takes the member's rebate lock, checks the preview still starts where the last claim ended,
 * pays from house_rebate in one ledger transaction, raises the turnover requirement and records
 * the claim, all in one database transaction.
 */
export function createRebateService({
  db,
  now = () => new Date(),
  reference = () => newReference('RB'),
}: RebateDeps) {
  const repo = createRebateRepository(db);

  async function result(
    tx: DbOrTx,
    member: Claimant,
    row: ClaimRow,
    replayed: boolean,
  ): Promise<RebateClaimResult> {
    const balance = await createMovements(tx).cashBalance({
      memberId: member.memberId,
      merchantId: member.merchantId,
    });
    return { ...claimView(row), balance: Number(balance), replayed };
  }

  /** A retry of a claim already paid is answered with it; the same key for another range is not. */
  function replayOf(earlier: ClaimRow | undefined, since: RebateMarks, upTo: RebateMarks) {
    if (!earlier) return undefined;
    const same =
      sameMarks(since, {
        inhouse: earlier.inhouseFrom,
        lottery: earlier.lotteryFrom,
        vendor: earlier.vendorFrom,
      }) &&
      sameMarks(upTo, {
        inhouse: earlier.inhouseTo,
        lottery: earlier.lotteryTo,
        vendor: earlier.vendorTo,
      });
    if (!same) throw new AppError('idempotency.conflict', { field: 'idempotencyKey' });
    return earlier;
  }

  return {
    async preview({ memberId }: Claimant): Promise<RebatePreview> {
      const { last, since, upTo } = await rangeNow(repo, memberId);
      const [lines, lotteryWaiting, vendorWaiting] = await Promise.all([
        linesOf(repo, memberId, since, upTo),
        repo.lotteryWaiting(memberId, upTo.lottery),
        repo.vendorWaiting(memberId, upTo.vendor),
      ]);
      const waiting: Record<RebateCategory, number> = {
        inhouse: 0,
        lottery: lotteryWaiting,
        vendor: vendorWaiting,
      };
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      return {
        lines: lines.map((line) => ({
          ...line,
          waiting: waiting[line.category],
        })),
        total,
        minimum: REBATE_MIN_CLAIM,
        blocked: blockOf(total),
        since,
        upTo,
        lastClaimAt: last?.at.getTime() ?? null,
      };
    },

    /**
     * POST /wps/member/rebate/claim: a retried key's claim first; then, under the member's lock,
     * the preview's range must start at the last claim's end (else rebate.stale) and end no
     * further than bets may be counted now; its total must reach the minimum.
     */
    async claim(
      member: Claimant,
      input: { since: RebateMarks; upTo: RebateMarks; idempotencyKey: string },
    ): Promise<RebateClaimResult> {
      const { memberId, merchantId, currencySymbol } = member;
      const { since, upTo, idempotencyKey } = input;
      const retried = replayOf(await repo.byKey(memberId, idempotencyKey), since, upTo);
      if (retried) return result(db, member, retried, true);

      return db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCK_SPACE.rebateMember, String(memberId));
        const claims = createRebateRepository(tx);
        const raced = replayOf(await claims.byKey(memberId, idempotencyKey), since, upTo);
        if (raced) return result(tx, member, raced, true);

        const current = await rangeNow(claims, memberId);
        if (!sameMarks(since, current.since)) throw new AppError('rebate.stale');
        for (const category of REBATE_CATEGORIES) {
          if (upTo[category] < since[category] || upTo[category] > current.upTo[category]) {
            throw new AppError('request.invalid', { field: 'upTo' });
          }
        }
        const lines = await linesOf(claims, memberId, since, upTo);
        const amount = lines.reduce((sum, line) => sum + line.amount, 0);
        const turnover = lines.reduce((sum, line) => sum + line.turnover, 0);
        if (amount === 0) throw new AppError('rebate.nothing');
        if (amount < REBATE_MIN_CLAIM) {
          throw new AppError('rebate.below.minimum', {
            params: { minimum: formatMinor(currencySymbol, REBATE_MIN_CLAIM) },
          });
        }
        const ref = reference();
        // Every bonus, rebate and reward is played through before it can be withdrawn: in the
        // bonus account with its own wagering (wallet/bonus-wallet.ts), not onto the cash.
        const transactionId = (
          await createMovements(tx).grant(
            { merchantId, memberId },
            {
              from: HOUSE_REBATE,
              amountMinor: BigInt(amount),
              key: `rebate:${memberId}:${idempotencyKey}`,
              kind: 'rebate',
              memo: `rebate ${ref}`,
              wagering: {
                bonusMinor: Math.ceil((amount * REBATE_TURNOVER_BASIS_POINTS) / BASIS_POINTS),
              },
            },
          )
        ).transactionId;
        const row = await claims.insert({
          merchantId,
          memberId,
          idempotencyKey,
          reference: ref,
          amount,
          turnover,
          lines,
          inhouseFrom: since.inhouse,
          inhouseTo: upTo.inhouse,
          lotteryFrom: since.lottery,
          lotteryTo: upTo.lottery,
          vendorFrom: since.vendor,
          vendorTo: upTo.vendor,
          transactionId,
          createdAt: now(),
        });
        return result(tx, member, row, false);
      });
    },

    async report(memberId: number, query: RebateReportFilter): Promise<RebateReportPage> {
      const filter = { memberId, ...rangeOf(query, now()) };
      return pageAnswer(
        query,
        {
          rows: (offset, limit) => repo.page(filter, offset, limit),
          totals: () => repo.totals(filter),
        },
        claimView,
      );
    },
  };
}

export type RebateService = ReturnType<typeof createRebateService>;

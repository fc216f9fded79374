import type {
  RebateClaim,
  RebateClaimResult,
  RebatePreview,
  RebateReportPage,
} from '@app/contracts';

/** Data factories for rebates, in the contracts' shapes (amounts in minor units). */
export function rebatePreviewFixture(patch: Partial<RebatePreview> = {}): RebatePreview {
  return {
    lines: [
      { category: 'inhouse', turnover: 65_050, bets: 4, rateBp: 50, amount: 325, waiting: 0 },
      { category: 'lottery', turnover: 150_000, bets: 2, rateBp: 30, amount: 450, waiting: 1 },
      { category: 'vendor', turnover: 0, bets: 0, rateBp: 40, amount: 0, waiting: 0 },
    ],
    total: 775,
    minimum: 100,
    blocked: null,
    since: { inhouse: 10, lottery: 4, vendor: 0 },
    upTo: { inhouse: 14, lottery: 6, vendor: 0 },
    lastClaimAt: null,
    ...patch,
  };
}

export function rebateClaimFixture(patch: Partial<RebateClaim> = {}): RebateClaim {
  return {
    id: 21,
    reference: 'RB7K2M9Q4XPA',
    amount: 775,
    turnover: 215_050,
    lines: [
      { category: 'inhouse', turnover: 65_050, bets: 4, rateBp: 50, amount: 325 },
      { category: 'lottery', turnover: 150_000, bets: 2, rateBp: 30, amount: 450 },
    ],
    createdAt: Date.now(),
    ...patch,
  };
}

export const rebateClaimResultFixture = (
  patch: Partial<RebateClaimResult> = {},
): RebateClaimResult => ({
  ...rebateClaimFixture(),
  balance: 1_000_775,
  replayed: false,
  ...patch,
});

export const rebateReportFixture = (
  list: RebateClaim[] = [rebateClaimFixture()],
): RebateReportPage => ({
  list,
  pageNum: 1,
  totalPages: 1,
  total: list.length,
  sum: list.reduce((sum, claim) => sum + claim.amount, 0),
});

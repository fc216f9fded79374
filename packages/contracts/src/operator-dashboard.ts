import { z } from 'zod';
import { OPERATOR_PREFIX } from './operator.js';
import { Instant } from './units.js';

/** The console's first page: a merchant's day so far (GMT+8) and what waits for the staff. */
export const OPERATOR_DASHBOARD_PATH = `${OPERATOR_PREFIX}/merchants/:merchantCode/dashboard`;

/** How many, and how much in minor units. */
const Tally = z.object({ count: z.number().int(), amount: z.number().int() });

export const OperatorDashboard = z.object({
  /** The site day shown (YYYY-MM-DD, GMT+8) and when the figures were read. */
  day: z.string(),
  at: Instant,
  registrations: z.number().int(),
  /** Members whose first deposit ever was today. */
  firstDeposits: z.number().int(),
  /** Deposits approved today, and withdrawals paid today. */
  deposits: Tally,
  withdrawals: Tally,
  /** Stakes less refunds, valid bets and wins, minor units; GGR = bets − wins. */
  bets: z.number().int(),
  validBets: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  /** Members who placed a bet today. */
  activePlayers: z.number().int(),
  /** What waits for the staff now. */
  queues: z.object({
    deposits: z.number().int(),
    /** Pending or being paid; `secondApprovals` of them wait for another operator (four eyes). */
    withdrawals: z.number().int(),
    secondApprovals: z.number().int(),
    promotionClaims: z.number().int(),
    /** Feedback members sent today. */
    feedback: z.number().int(),
  }),
  /** The draw engine: draws past their time not drawn (0 when it keeps up), and its last draw. */
  lottery: z.object({
    lateDraws: z.number().int(),
    drawsToday: z.number().int(),
    lastDrawnAt: Instant.nullable(),
  }),
});
export type OperatorDashboard = z.infer<typeof OperatorDashboard>;

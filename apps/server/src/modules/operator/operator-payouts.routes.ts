import {
  ContractKind,
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  PayoutRun,
  PeriodRef,
  PeriodSettings,
  RunPreview,
} from '@app/contracts';
import { z } from 'zod';
import type { PayoutsOperator } from '../agent/index.js';
import { decisionRoute, merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const runs = `${OPERATOR_PREFIX}/merchants/:merchantCode/payout-runs`;
const settings = `${OPERATOR_PREFIX}/merchants/:merchantCode/period-settings`;
const RunsQuery = z.object({
  kind: ContractKind.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
const RunParams = OperatorMerchantParams.extend(PeriodRef.shape);

/**
 * The period engine's runs (issue 27): list them, preview a period (its run, or computed now
 * without writing), pay it (closing it first), hold it, re-run one nothing of which was paid, and
 * the merchant's period settings (the active member's minimum bet, auto pay, close delay).
 */
export const operatorPayoutsRoutes: OperatorMerchantRoutes<{ payouts: PayoutsOperator }> = async (
  app,
  { payouts, merchantId },
) => {
  const route = merchantRoutes(merchantId);
  const ref = ({ kind, periodKey }: PeriodRef) => ({ kind, periodKey });
  app.get(
    runs,
    route(z.array(PayoutRun), { params: OperatorMerchantParams, querystring: RunsQuery }, (id, r) =>
      payouts.runs(id, r.query.kind, r.query.limit),
    ),
  );
  app.get(
    `${runs}/:kind/:periodKey`,
    route(RunPreview, { params: RunParams }, (id, { params }) => payouts.preview(id, ref(params))),
  );
  // Decisions on a run: each writes its author to the audit log in its own transactions.
  app.post(
    `${runs}/:kind/:periodKey/pay`,
    decisionRoute(
      route(PayoutRun, { params: RunParams }, (id, { params, operatorAudit }) =>
        payouts.pay(id, ref(params), operatorAudit),
      ),
    ),
  );
  app.post(
    `${runs}/:kind/:periodKey/hold`,
    decisionRoute(
      route(PayoutRun, { params: RunParams }, (id, { params, operatorAudit }) =>
        payouts.hold(id, ref(params), operatorAudit),
      ),
    ),
  );
  app.post(
    `${runs}/:kind/:periodKey/rerun`,
    decisionRoute(
      route(RunPreview, { params: RunParams }, (id, { params, operatorAudit }) =>
        payouts.rerun(id, ref(params), operatorAudit),
      ),
    ),
  );
  app.get(
    settings,
    route(PeriodSettings, { params: OperatorMerchantParams }, (id) => payouts.settings(id)),
  );
  app.put(
    settings,
    route(PeriodSettings, { params: OperatorMerchantParams, body: PeriodSettings }, (id, r) =>
      payouts.saveSettings(id, r.body),
    ),
  );
};

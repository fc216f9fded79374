import {
  OPERATOR_DASHBOARD_PATH,
  OperatorDashboard,
  OperatorMerchantParams,
  siteDayKey,
  siteDayStart,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { merchantRoutes, type OperatorMerchantRoutes } from '../operator-merchant.js';
import { createDashboardRepository } from './dashboard.repository.js';

const DAY_MS = 86_400_000;

/** The day of the site so far (GMT+8) and the queues as they stand (contracts/operator-dashboard). */
export function createDashboard(db: Db, now: () => number = Date.now) {
  const repo = createDashboardRepository(db);
  return async (merchantId: number): Promise<OperatorDashboard> => {
    const at = now();
    const start = siteDayStart(at);
    const range = {
      merchantId,
      day: siteDayKey(at),
      from: new Date(start),
      to: new Date(start + DAY_MS),
    };
    const [money, play, queues, lottery] = await Promise.all([
      repo.money(range),
      repo.play(range),
      repo.queues(range),
      repo.lottery(range, new Date(at)),
    ]);
    return {
      day: range.day,
      at,
      ...money,
      ...play,
      ggr: play.bets - play.wins,
      queues,
      lottery,
    };
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;

export const operatorDashboardRoutes: OperatorMerchantRoutes<{ dashboard: Dashboard }> = async (
  app,
  { dashboard, merchantId },
) => {
  app.get(
    OPERATOR_DASHBOARD_PATH,
    merchantRoutes(merchantId)(OperatorDashboard, { params: OperatorMerchantParams }, (id) =>
      dashboard(id),
    ),
  );
};

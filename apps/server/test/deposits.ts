import { DEPOSIT_PATHS, DepositCreateResult } from '@app/contracts';
import type { App } from '@/app.js';
import { valueOf } from './http.js';
import { freshKey } from './inhouse.js';
import { operatorHeaders } from './operator.js';

/**
 * A member's deposit of `amount` (minor units) through DEMO's instant channel (approved as it is
 * made; the operator's approval after it is a replay, kept for a member of another merchant): the
 * wallet is credited and the deposit's turnover is due. Answers the request.
 */
export async function approvedDeposit(
  app: App,
  who: { headers: Record<string, string> },
  amount: number,
): Promise<DepositCreateResult> {
  const created = valueOf(
    await app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: who.headers,
      payload: { channelCode: 'DEMO', amount, idempotencyKey: freshKey() },
    }),
    DepositCreateResult,
  );
  const approved = await app.inject({
    method: 'POST',
    url: `/operator/merchants/DEMO/deposits/${created.id}/approve`,
    headers: operatorHeaders,
  });
  if (approved.statusCode !== 200) {
    throw new Error(`approval answered ${approved.statusCode}: ${approved.body}`);
  }
  return created;
}

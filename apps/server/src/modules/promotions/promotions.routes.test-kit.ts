import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_PATHS,
  DepositCreateResult,
  OperatorPromotion,
  PROMOTION_PATHS,
  PromotionActionResult,
  PromotionItem,
  relayPath,
  availablePromotionsRelay,
  type OperatorPromotionInput,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { memberTurnover } from '@/db/schema/index.js';
import { valueOf } from '../../../test/http.js';
import { freshKey, type player } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

export type Who = Awaited<ReturnType<typeof player>>;
export const OPERATOR = '/operator/merchants/DEMO/promotions';
export const DAY = 86_400_000;
export const ListAnswer = z.object({ list: z.array(PromotionItem) });

/** The app, the database and the helpers both halves of these tests share. */
export function promotionsKit() {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(async () => {
    await checkInvariants(db);
  });
  afterAll(() => app.close());

  async function create(input: Partial<OperatorPromotionInput> = {}) {
    const body: OperatorPromotionInput = {
      code: `T_${randomBytes(5).toString('hex').toUpperCase()}`,
      kind: 'FIRST_DEPOSIT',
      titles: { TY: 'Bonus sa deposit', EN: 'Deposit bonus' },
      bodies: { TY: '<p>TY</p>', EN: '<p>EN</p>' },
      startAt: Date.now() - DAY,
      endAt: null,
      percentBp: 10_000,
      cap: 100_000,
      turnoverMultiplier: 5,
      ...input,
    };
    return valueOf(
      await app.inject({ method: 'POST', url: OPERATOR, headers: operatorHeaders, payload: body }),
      OperatorPromotion,
    );
  }
  const list = async (headers: Record<string, string>) =>
    valueOf(await app.inject({ url: relayPath(availablePromotionsRelay), headers }), ListAnswer)
      .list;
  const labelOf = async (who: Who | null, id: number) =>
    (await list(who ? who.headers : { merchant: 'DEMO', language: 'EN' })).find(
      (item) => item.id === id,
    )?.label;
  const act = (who: Who, path: 'join' | 'claim', id: number) =>
    app.inject({
      method: 'POST',
      url: PROMOTION_PATHS[path],
      headers: who.headers,
      payload: { id },
    });
  const ok = async (who: Who, path: 'join' | 'claim', id: number) =>
    valueOf(await act(who, path, id), PromotionActionResult);
  async function deposit(who: Who, amount: number, approve = true) {
    const created = valueOf(
      await app.inject({
        method: 'POST',
        url: DEPOSIT_PATHS.requests,
        headers: who.headers,
        // The demo channel is instant: a request left waiting goes through the bank.
        payload: { channelCode: approve ? 'DEMO' : 'BANK', amount, idempotencyKey: freshKey() },
      }),
      DepositCreateResult,
    );
    if (approve) {
      const response = await app.inject({
        method: 'POST',
        url: `/operator/merchants/DEMO/deposits/${created.id}/approve`,
        headers: operatorHeaders,
      });
      expect(response.statusCode).toBe(200);
    }
    return created;
  }
  const required = async (who: Who) =>
    (await db.select().from(memberTurnover).where(eq(memberTurnover.memberId, who.id)))[0]
      ?.required ?? 0;

  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    create,
    list,
    labelOf,
    act,
    ok,
    deposit,
    required,
  };
}

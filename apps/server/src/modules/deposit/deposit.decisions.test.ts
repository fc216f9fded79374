import {
  DEPOSIT_MAX_PENDING,
  DEPOSIT_PATHS,
  DepositRequest,
  Inbox,
  OperatorDeposit,
  OperatorDepositDecision,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorOf, valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { depositKit, OPERATOR } from './deposit.routes.test-kit.js';

describe("deposits: racing decisions, rejections, cancels, the lists and the operator's queue", () => {
  const kit = depositKit();
  const { member, deposit, list, balance, approve, reject, rowsOf } = kit;

  it('gives one outcome when approval and rejection race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await member();
      const request = await deposit(who, 'BANK', 100_000);
      const [approved, rejected] = await Promise.all([approve(request.id), reject(request.id)]);
      const codes = [approved.statusCode, rejected.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const [row] = await rowsOf(who.id);
      if (approved.statusCode === 200) {
        expect(row?.status).toBe('approved');
        expect(await balance(who)).toBe(1_000);
      } else {
        expect(row?.status).toBe('rejected');
        expect(row?.rejectReason).toBe('No transfer received');
        expect(await balance(who)).toBe(0);
      }
    }
    await checkInvariants(kit.db);
  });

  it('rejects with a reason: nothing is credited and the member reads why', async () => {
    const who = await member();
    const request = await deposit(who, 'BANK', 500_000);
    const refused = await kit.app.inject({
      method: 'POST',
      url: `${OPERATOR}/${request.id}/reject`,
      headers: operatorHeaders,
      payload: { reason: '' },
    });
    expect(errorOf(refused)).toMatchObject({ code: 'request.invalid', field: 'reason' });
    const decision = valueOf(
      await reject(request.id, 'Reference <missing>'),
      OperatorDepositDecision,
    );
    expect(decision).toMatchObject({ status: 'rejected', rejectReason: 'Reference <missing>' });
    expect(await balance(who)).toBe(0);
    const [mine] = (await list(who)).list;
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'Reference <missing>' });
    const inbox = valueOf(
      await kit.app.inject({ url: '/wps/relay/CSP_getInbox', headers: who.headers }),
      Inbox,
    );
    expect(inbox.list[0]?.content).toContain('Reference &lt;missing&gt;');
  });

  it("never shows or cancels another member's request", async () => {
    const owner = await member();
    const other = await member();
    const request = await deposit(owner);
    expect((await list(other)).list).toEqual([]);
    const cancel = await kit.app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.cancel,
      headers: other.headers,
      payload: { id: request.id },
    });
    expect(cancel.statusCode).toBe(404);
    expect(errorOf(cancel)).toMatchObject({ code: 'deposit.not.found', field: 'id' });
    expect((await list(owner)).list[0]).toMatchObject({ id: request.id, status: 'pending' });
  });

  it('lets a member cancel their pending request, once; the operator then cannot approve it', async () => {
    const who = await member();
    const request = await deposit(who);
    const cancel = () =>
      kit.app.inject({
        method: 'POST',
        url: DEPOSIT_PATHS.cancel,
        headers: who.headers,
        payload: { id: request.id },
      });
    expect(valueOf(await cancel(), DepositRequest)).toMatchObject({ status: 'cancelled' });
    expect(valueOf(await cancel(), DepositRequest)).toMatchObject({ status: 'cancelled' });
    expect(errorOf(await approve(request.id)).code).toBe('deposit.not.pending');
    expect(await balance(who)).toBe(0);
  });

  it('lists the member requests newest first by status and date range, page by page', async () => {
    const who = await member();
    const ids: number[] = [];
    for (let i = 0; i < DEPOSIT_MAX_PENDING; i += 1) ids.push((await deposit(who, 'GCASH')).id);
    valueOf(await approve(ids[0] ?? 0), OperatorDepositDecision);

    const page1 = await list(who, '?pageSize=2&period=today');
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, total: 3 });
    expect(page1.list.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const page2 = await list(who, '?pageSize=2&pageNo=2&period=7d');
    expect(page2.list.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list(who, '?status=approved')).list.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list(who, '?status=pending')).total).toBe(2);
    const longAgo = await list(who, `?from=0&to=${Date.now() - 86_400_000}`);
    expect(longAgo.total).toBe(0);

    const bad = await kit.app.inject({
      url: `${DEPOSIT_PATHS.requests}?period=1y`,
      headers: who.headers,
    });
    expect(errorOf(bad)).toMatchObject({ code: 'request.invalid', field: 'period' });
  });

  it('shows the operator the pending queue oldest first, and refuses a wrong token', async () => {
    const who = await member();
    const first = await deposit(who, 'GCASH');
    const second = await deposit(who, 'GCASH');
    const queue = valueOf(
      await kit.app.inject({ url: OPERATOR, headers: operatorHeaders }),
      z.array(OperatorDeposit),
    );
    const mine = queue.filter((r) => r.account === who.account).map((r) => r.id);
    expect(mine).toEqual([first.id, second.id]);
    const denied = await kit.app.inject({
      method: 'POST',
      url: `${OPERATOR}/${first.id}/approve`,
      headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' },
    });
    expect(denied.statusCode).toBe(403);
    const missing = await approve(Number.MAX_SAFE_INTEGER);
    expect(errorOf(missing)).toMatchObject({ code: 'deposit.not.found', field: 'id' });
    expect(await balance(who)).toBe(0);
  });
});

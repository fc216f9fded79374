import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_PATHS,
  DepositChannels,
  DepositCreateResult,
  OperatorDepositChannel,
  operatorDepositChannelsPath,
  type OperatorDepositChannelBody,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { authHeaders } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { insertDemoCopy } from '../../../test/merchants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

const GCASH: OperatorDepositChannelBody = {
  kind: 'ewallet',
  names: { TY: 'GCash (bago)', EN: 'GCash (new)' },
  minAmount: 20_000,
  maxAmount: 1_000_000,
  feeMode: 'percent',
  feeValue: 200,
  payee: { provider: 'GCash', accountName: 'Perlas Play', accountNumber: '0917 000 1111' },
  enabled: true,
  sortOrder: 2,
};

describe('operator: a merchant’s deposit channels', () => {
  let app: App;
  let db: Db;
  /** A new merchant: DEMO's settings, no channels at all. */
  let merchant: { code: string; merchantId: number };

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    merchant = await insertDemoCopy(db, 'DC');
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  const path = () => operatorDepositChannelsPath(merchant.code);
  const put = (code: string, payload: object, headers = operatorHeaders) =>
    app.inject({ method: 'PUT', url: `${path()}/${code}`, headers, payload });
  const operatorList = async () =>
    valueOf(
      await app.inject({ url: path(), headers: operatorHeaders }),
      z.array(OperatorDepositChannel),
    );
  async function member() {
    const row = await insertTestMember(db, { prefix: 'dch', merchantCode: merchant.code });
    return { ...row, headers: authHeaders(await tokenFor(db, row), merchant.code) };
  }
  type Member = Awaited<ReturnType<typeof member>>;
  const membersChannels = async (who: Member, language = 'EN') =>
    valueOf(
      await app.inject({
        url: DEPOSIT_PATHS.channels,
        headers: { ...who.headers, language },
      }),
      DepositChannels,
    ).channels;
  const deposit = (who: Member, channelCode: string, amount: number) =>
    app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: who.headers,
      payload: { channelCode, amount, idempotencyKey: `dch-${randomUUID()}` },
    });

  it('opens a new merchant’s first channel: members see it in their language and deposit through it', async () => {
    const who = await member();
    expect(await membersChannels(who)).toEqual([]);
    expect(await operatorList()).toEqual([]);

    const saved = valueOf(await put('GCASH', GCASH), OperatorDepositChannel);
    expect(saved).toEqual({ code: 'GCASH', ...GCASH });
    expect(await operatorList()).toEqual([saved]);
    expect(await membersChannels(who)).toEqual([
      {
        code: 'GCASH',
        kind: 'ewallet',
        name: 'GCash (new)',
        minAmount: 20_000,
        maxAmount: 1_000_000,
        feeMode: 'percent',
        feeValue: 200,
        payee: GCASH.payee,
      },
    ]);
    expect((await membersChannels(who, 'TY'))[0]?.name).toBe('GCash (bago)');
    const made = valueOf(await deposit(who, 'GCASH', 50_000), DepositCreateResult);
    expect(made).toMatchObject({ channelCode: 'GCASH', amount: 50_000, fee: 1_000 });
  });

  it('replaces a channel whole: new limits hold for the next request at once', async () => {
    const who = await member();
    valueOf(await put('GCASH', GCASH), OperatorDepositChannel);
    valueOf(await put('GCASH', { ...GCASH, minAmount: 60_000 }), OperatorDepositChannel);
    const refused = await deposit(who, 'GCASH', 50_000);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).field).toBe('amount');
    expect((await operatorList()).map((channel) => channel.minAmount)).toEqual([60_000]);
  });

  it('switches a channel off: members no longer see it or deposit through it, the operator does', async () => {
    const who = await member();
    valueOf(
      await put('MAYA', { ...GCASH, names: { TY: 'Maya', EN: 'Maya' } }),
      OperatorDepositChannel,
    );
    valueOf(await put('MAYA', { ...GCASH, enabled: false }), OperatorDepositChannel);
    expect((await membersChannels(who)).map((channel) => channel.code)).not.toContain('MAYA');
    const refused = await deposit(who, 'MAYA', 50_000);
    expect(errorOf(refused)).toMatchObject({ code: 'deposit.channel.not.found' });
    expect(await operatorList()).toContainEqual(
      expect.objectContaining({ code: 'MAYA', enabled: false }),
    );
  });

  it.each([
    ['a maximum under the minimum', { maxAmount: 10_000 }, 'maxAmount'],
    ['a fee with no fee mode', { feeMode: 'none', feeValue: 5 }, 'feeValue'],
    ['a percent fee over 50 %', { feeValue: 5_001 }, 'feeValue'],
    ['a fixed fee as large as the minimum', { feeMode: 'fixed', feeValue: 20_000 }, 'feeValue'],
    ['a bank channel with no payee', { kind: 'bank', payee: null }, 'payee'],
    ['a demo channel with a payee', { kind: 'demo' }, 'payee'],
    ['an empty English name', { names: { TY: 'GCash', EN: ' ' } }, 'names.EN'],
    ['a negative amount', { minAmount: -1 }, 'minAmount'],
    ['a percent fee that takes a minimum of 1 whole', { minAmount: 1, feeValue: 1 }, 'minAmount'],
    ['no word on whether it is on (a PUT is the whole channel)', { enabled: undefined }, 'enabled'],
  ])('refuses %s, naming the field and saving nothing', async (_what, patch, field) => {
    const before = await operatorList();
    const refused = await put('BAD', { ...GCASH, ...patch });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).field).toBe(field);
    expect(await operatorList()).toEqual(before);
  });

  it('refuses a code that is not 2 to 20 capitals, an unknown merchant, and a caller without the token (403)', async () => {
    expect((await put('gcash', GCASH)).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'PUT',
      url: `${operatorDepositChannelsPath('NOSUCH')}/GCASH`,
      headers: operatorHeaders,
      payload: GCASH,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await put('GCASH', GCASH, {} as typeof operatorHeaders)).statusCode).toBe(403);
  });
});

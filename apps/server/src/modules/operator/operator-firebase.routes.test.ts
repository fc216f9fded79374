import { ConsolidatedSettings, OperatorMerchantState } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { TEST_FIREBASE_APP } from '../../../test/firebase.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertDemoCopy } from '../../../test/merchants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

describe("operator API: the merchant's Firebase web app (Google and Facebook sign-in)", () => {
  let app: App;
  let code: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ code } = await insertDemoCopy((await sharedDatabase()).db, 'OPFB'));
  });
  afterAll(() => app.close());

  const published = async () =>
    valueOf(
      await app.inject({ url: '/wps/system/settings/consolidated', headers: { merchant: code } }),
      ConsolidatedSettings,
    ).firebase;
  const send = (method: 'PUT' | 'DELETE', body?: unknown) =>
    app.inject({
      method,
      url: `/operator/merchants/${code}/firebase`,
      headers: operatorHeaders,
      ...(body ? { payload: body as Record<string, unknown> } : {}),
    });

  it('is published to the site once set, and gone once removed', async () => {
    expect(await published()).toBeNull();
    const state = valueOf(await send('PUT', TEST_FIREBASE_APP), OperatorMerchantState);
    expect(state.firebase).toEqual(TEST_FIREBASE_APP);
    expect(await published()).toEqual(TEST_FIREBASE_APP);
    expect(valueOf(await send('DELETE'), OperatorMerchantState).firebase).toBeNull();
    expect(await published()).toBeNull();
  });

  it('refuses a project id Firebase would not have, naming the field, and keeps what was set', async () => {
    await send('PUT', TEST_FIREBASE_APP);
    const refused = await send('PUT', { ...TEST_FIREBASE_APP, projectId: 'Not A Project' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).field).toBe('projectId');
    expect(await published()).toEqual(TEST_FIREBASE_APP);
  });
});

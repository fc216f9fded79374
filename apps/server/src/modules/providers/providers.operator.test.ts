import { OperatorProvider, OPERATOR_PROVIDERS_PATH } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertTestMember } from '../../../test/ledger-fixtures.js';
import { insertTestProvider, launchUrl, type TestProvider } from '../../../test/providers.js';
import { buildTestApp, OPERATOR_TOKEN, sharedDatabase } from '../../../test/test-app.js';

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const Providers = z.array(OperatorProvider);

describe('operator: game providers configured, not coded', () => {
  let app: App;
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await insertTestProvider((await sharedDatabase()).db);
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    app.inject({
      method,
      url: `${OPERATOR_PROVIDERS_PATH}${path}`,
      headers: operator,
      ...(payload === undefined ? {} : { payload }),
    });

  it('lists the providers with their vendors, never their secrets', async () => {
    const response = await call('GET', '');
    const listed = valueOf(response, Providers).find((row) => row.code === provider.code);
    expect(listed).toMatchObject({
      enabled: true,
      allowsTrial: false,
      vendors: [`TV${provider.code.slice(2)}`],
    });
    expect(response.body).not.toContain(provider.secret);
    expect((await app.inject({ url: OPERATOR_PROVIDERS_PATH })).statusCode).toBe(403);
  });

  it('adds a provider with its secret, changes it without, and hands it a vendor', async () => {
    const code = `NP${provider.code.slice(2)}`;
    const body = {
      name: 'New Provider',
      launchUrl: 'https://games.new.test/open?t={token}&g={gameId}',
      allowsTrial: true,
    };
    const noSecret = await call('PUT', `/${code}`, body);
    expect(errorOf(noSecret)).toMatchObject({ code: 'request.invalid', field: 'secret' });
    const noToken = await call('PUT', `/${code}`, {
      ...body,
      launchUrl: 'https://x.test/',
      secret: 'k'.repeat(40),
    });
    expect(noToken.statusCode).toBe(400);
    const added = valueOf(
      await call('PUT', `/${code}`, { ...body, secret: 's'.repeat(40) }),
      OperatorProvider,
    );
    expect(added).toMatchObject({ code, name: 'New Provider', allowsTrial: true, vendors: [] });
    const renamed = await call('PUT', `/${code}`, { ...body, name: 'Renamed', enabled: false });
    expect(valueOf(renamed, OperatorProvider)).toMatchObject({ name: 'Renamed', enabled: false });

    // The test provider's vendor moves to the new one, then back to its own launch URL.
    const vendor = `TV${provider.code.slice(2)}`;
    await call('PUT', `/${code}`, { ...body, name: 'Renamed', enabled: true });
    const linked = valueOf(await call('PUT', `/${code}/vendors/${vendor}`), Providers);
    expect(linked.find((row) => row.code === code)?.vendors).toEqual([vendor]);
    const { db } = await sharedDatabase();
    const member = await insertTestMember(db, { prefix: 'oprov' });
    expect(await launchUrl(db, provider, member)).toMatch(/^https:\/\/games\.new\.test\/open\?t=/);
    const unlinked = valueOf(await call('DELETE', `/vendors/${vendor}`), Providers);
    expect(unlinked.find((row) => row.code === code)?.vendors).toEqual([]);
    await expect(launchUrl(db, provider, member)).rejects.toMatchObject({
      code: 'vendor.not.found',
    });
    const unknown = await call('PUT', `/${code}/vendors/NOVENDOR`);
    expect(unknown.statusCode).toBe(404);
    // Back to where it was, for the other tests of this database.
    await call('PUT', `/${provider.code}/vendors/${vendor}`);
  });
});

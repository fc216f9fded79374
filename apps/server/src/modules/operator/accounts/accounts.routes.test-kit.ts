import { randomBytes } from 'node:crypto';
import {
  OPERATOR_ACCOUNTS_PATH,
  OPERATOR_SESSION_PATH,
  OperatorSession,
  type OperatorRole,
} from '@app/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '@/app.js';
import { freshIp } from '../../../../test/accounts.js';
import { valueOf } from '../../../../test/http.js';
import { BOOTSTRAP_TOKEN, buildTestApp, OPERATOR_TOKEN } from '../../../../test/test-app.js';

export const bootstrap = { authorization: `Bearer ${BOOTSTRAP_TOKEN}` };
/** The test owner's API key (test/operators.ts). */
export const ownerKey = { authorization: `Bearer ${OPERATOR_TOKEN}` };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const PASSWORD = 'correct horse battery';
export const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** The app on the shared database and the account helpers both halves of these tests share. */
export function accountsKit() {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const create = (username: string, role: OperatorRole, as = ownerKey) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_ACCOUNTS_PATH,
      headers: as,
      payload: { username, password: PASSWORD, role },
    });
  const login = (username: string, password = PASSWORD, totp?: string) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_SESSION_PATH,
      remoteAddress: freshIp(),
      payload: { username, password, ...(totp ? { totp } : {}) },
    });
  async function signedIn(role: OperatorRole): Promise<{ username: string; token: string }> {
    const username = unique(role.replace('_', ''));
    expect((await create(username, role)).statusCode).toBe(200);
    return { username, token: valueOf(await login(username), OperatorSession).token };
  }

  return {
    get app() {
      return app;
    },
    create,
    login,
    signedIn,
  };
}

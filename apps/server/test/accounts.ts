import { randomBytes, randomInt } from 'node:crypto';
import { LoginResult } from '@app/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '@/app.js';
import { members } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/passwords.js';
import { valueOf } from './http.js';
import { merchantIdOf } from './members.js';
import { sealedInject } from './sealed.js';
import { sharedDatabase } from './test-app.js';

/** An IP no other test uses, so per-IP route limits and login failures start at zero. */
export const freshIp = (): string =>
  `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** An account name no other test uses, within the default username rule (letter first, ≤16). */
export const freshAccount = (prefix = 'user'): string =>
  `${prefix}${randomBytes(4).toString('hex')}`;

export const TEST_PASSWORD = 'Mabuhay2468';

export type TestAccount = {
  id: number;
  merchantId: number;
  account: string;
  password: string;
  /** The uplines' ids ("/1/7/"), as schema/members.ts keeps them. */
  path: string;
};

export type AccountOptions = {
  account?: string;
  password?: string;
  type?: number;
  merchantCode?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  disabled?: boolean;
  affiliateCode?: string;
  /** The direct upline (an agent): the new member joins its team (path = upline's + its id). */
  upline?: TestAccount;
};

/** A member with a real argon2id password, straight into the shared database. */
export async function createAccount(options: AccountOptions = {}): Promise<TestAccount> {
  const { db } = await sharedDatabase();
  const merchantId = await merchantIdOf(options.merchantCode ?? 'DEMO');
  const account = options.account ?? freshAccount();
  const password = options.password ?? TEST_PASSWORD;
  const [row] = await db
    .insert(members)
    .values({
      merchantId,
      account,
      accountKey: account.toLowerCase(),
      passwordHash: await hashPassword(password),
      type: options.type ?? 0,
      countryDialingCode: options.countryDialingCode ?? '',
      mobileNum: options.mobileNum ?? '',
      email: options.email ?? '',
      disabled: options.disabled ?? false,
      affiliateCode: options.affiliateCode ?? null,
      ...(options.upline
        ? {
            uplineId: options.upline.id,
            path: `${options.upline.path}${options.upline.id}/`,
            toUpline: true,
          }
        : {}),
    })
    .returning({ id: members.id, path: members.path });
  if (!row) throw new Error('test account not created');
  return { id: row.id, merchantId, account, password, path: row.path };
}

export type LoginOptions = {
  username: string;
  password: string;
  type?: 'username' | 'sms' | 'firebase';
  firebaseIdToken?: string;
  captcha?: string;
  countryDialingCode?: string;
  entry?: 'member' | 'agent';
  ip?: string;
  headers?: Record<string, string>;
};

/** POST /wps/session/login, sealed. */
export function postLogin(app: App, options: LoginOptions): Promise<LightMyRequestResponse> {
  const { ip, headers, type = 'username', ...fields } = options;
  return sealedInject(app, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { type, ...fields },
    remoteAddress: ip ?? freshIp(),
    ...(headers ? { headers } : {}),
  });
}

/** Signs `account` in and returns the login answer (fails the test on anything else). */
export async function signIn(
  app: App,
  account: Pick<TestAccount, 'account' | 'password'>,
): Promise<LoginResult> {
  const response = await postLogin(app, { username: account.account, password: account.password });
  return valueOf(response, LoginResult);
}

export const authHeaders = (token: string, merchant = 'DEMO') => ({
  authorization: token,
  merchant,
});

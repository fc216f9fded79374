import type { RegisterBody } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '@/app.js';
import { members } from '@/db/schema/index.js';
import { freshAccount, freshIp } from './accounts.js';
import { plantCaptcha } from './captcha.js';
import { sealedInject } from './sealed.js';
import { sharedDatabase } from './test-app.js';

export const USERNAME_PATH = '/wps/member/register';
export const MOBILE_PATH = '/wps/member/register/mobile';

/** A registration sender for `app`: sealed, with a fresh known captcha and IP unless told. */
export function registerWith(app: App) {
  return async function register(
    body: Partial<RegisterBody>,
    {
      url = USERNAME_PATH,
      ip = freshIp(),
      merchant,
    }: { url?: string; ip?: string; merchant?: string } = {},
  ) {
    const captcha = await plantCaptcha();
    return sealedInject(app, {
      method: 'PUT',
      url,
      payload: { captcha: captcha.code, ...body },
      headers: { cookie: captcha.cookie, ...(merchant ? { merchant } : {}) },
      remoteAddress: ip,
    });
  };
}

/** A username form that passes the default rules. */
export const validForm = (): Partial<RegisterBody> => ({
  username: freshAccount('new'),
  password: 'Sampaguita7',
  confirmPassword: 'Sampaguita7',
});

/** The stored row of a member. */
export async function memberRow(id: number) {
  const { db } = await sharedDatabase();
  const [row] = await db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`member ${id} not found`);
  return row;
}

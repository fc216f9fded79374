import { eq, sql } from 'drizzle-orm';
import { smsCodes } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import type { DeliveryStatus, SmsProvider } from '@/modules/messaging/providers.js';
import { createSmsCodeService } from '@/modules/verification/sms.service.js';
import { freshMobileNum } from './members.js';
import { sharedDatabase } from './test-app.js';

/** A provider that keeps what it was asked to send, answering `status`. */
export function fakeSms(status: DeliveryStatus = 'sent') {
  const sent: { to: string; text: string }[] = [];
  const provider: SmsProvider = { send: async (to, text) => (sent.push({ to, text }), status) };
  const lastCode = (to: string) =>
    sent
      .filter((m) => m.to === to)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  return { provider, sent, lastCode };
}

/** An SMS code service on the shared database with a fake provider, and a fresh number. */
export async function smsCodeSetup(status?: DeliveryStatus) {
  const { db } = await sharedDatabase();
  const sms = fakeSms(status);
  const mobile = freshMobileNum();
  return {
    sms,
    mobile,
    to: `+63${mobile}`,
    codes: createSmsCodeService({ db, sms: sms.provider }),
  };
}

/** Moves the number's codes back in time, as if `seconds` had passed. */
export async function ageSmsCodes(mobileNum: string, seconds: number): Promise<void> {
  const { db } = await sharedDatabase();
  const by = sql`make_interval(secs => ${seconds})`;
  await db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - ${by}`,
      expiresAt: sql`${smsCodes.expiresAt} - ${by}`,
    })
    .where(eq(smsCodes.mobileNum, mobileNum));
}

/** [status, code] of the AppError the promise rejects with; undefined when it resolves. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? [error.statusCode, error.code] : error),
  );

import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '@/db/schema/index.js';
import { smsRecipient } from '@/modules/messaging/providers.js';
import { normalizeDialingCode, smsDeliveriesSettled } from '@/modules/verification/sms.service.js';
import { sharedDatabase } from './test-app.js';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * The newest message of the outbox to `recipient` (an e-mail address, or "+<dialing code><number>"
 * for an SMS), or undefined. SMS codes sent in the background are waited for first.
 */
export async function latestOutbox(
  recipient: string,
  channel?: 'sms' | 'email',
): Promise<OutboxRow | undefined> {
  await smsDeliveriesSettled();
  const { db } = await sharedDatabase();
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), channel ? eq(outbox.channel, channel) : undefined))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The code of the newest SMS to the number (dialing code with or without "+"); throws if none. */
export async function latestSmsCode(dialingCode: string, mobileNum: string): Promise<string> {
  const to = smsRecipient(normalizeDialingCode(dialingCode), mobileNum);
  const row = await latestOutbox(to, 'sms');
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code was sent to ${to}`);
  return code;
}

/** The newest message to `recipient`, waiting up to 2 s for one sent after the answer. */
export async function awaitOutbox(recipient: string, channel: 'sms' | 'email'): Promise<OutboxRow> {
  for (let i = 0; i < 100; i++) {
    const row = await latestOutbox(recipient, channel);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${channel} to ${recipient}`);
}

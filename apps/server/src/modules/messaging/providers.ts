/**
 * What happened to a message: only kept in the outbox and the log, handed to a provider, refused
 * by it, or refused once and queued to be tried again (outbox.ts's retries).
 */
export type DeliveryStatus = 'logged' | 'sent' | 'failed' | 'queued';

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * `retry: false`: a failure is final at once (the caller tells the user to try again, so a late
 * copy must not follow). Otherwise a message the provider refused is queued and tried again.
 */
export type SendOptions = { retry?: boolean };

/**
 * Senders of SMS and e-mail. They never throw: a provider failure is recorded in the outbox
 * (`queued` to be tried again, or `failed`) and logged, and the caller decides from the status
 * whether the user must be told.
 */
export type SmsProvider = {
  send(to: string, text: string, options?: SendOptions): Promise<DeliveryStatus>;
};
export type EmailProvider = {
  send(message: EmailMessage, options?: SendOptions): Promise<DeliveryStatus>;
};

/** One delivery attempt to the provider itself, without the outbox (the retrier's). */
export type Deliver<M> = (message: M) => Promise<'logged' | 'sent' | 'failed'>;

/** The recipient of an SMS as the outbox stores it: "+" dialing code and number ("+639171234567"). */
export function smsRecipient(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum}`;
}

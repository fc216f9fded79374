/** What happened to a message: only kept in the outbox and the log, handed to a provider, or not. */
export type DeliveryStatus = 'logged' | 'sent' | 'failed';

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Senders of SMS and e-mail. They never throw: a provider failure is recorded in the outbox as
 * `failed` and logged, and the caller decides from the status whether the user must be told.
 */
export type SmsProvider = { send(to: string, text: string): Promise<DeliveryStatus> };
export type EmailProvider = { send(message: EmailMessage): Promise<DeliveryStatus> };

/** The recipient of an SMS as the outbox stores it: "+" dialing code and number ("+639171234567"). */
export function smsRecipient(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum}`;
}

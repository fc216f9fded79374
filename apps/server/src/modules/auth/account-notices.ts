import type { Language } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  accountThrottledNotice,
  emailChangedNotice,
  smsRecipient,
  type EmailProvider,
  type SmsProvider,
} from '../messaging/index.js';
import type { MemberRow } from './members.repository.js';

/**
 * Security notices to an account's owner. Sent in the background: the answer of the request that
 * caused one never waits for a mail server, and a failed delivery is logged, never thrown.
 */
export function createAccountNotices({
  email,
  sms,
  log,
}: {
  email: EmailProvider;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}) {
  const pending = new Set<Promise<unknown>>();

  function later(work: () => Promise<unknown>): void {
    const delivery = work().catch((error: unknown) => {
      log.warn({ code: (error as NodeJS.ErrnoException).code }, 'account notice not delivered');
    });
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  }

  return {
    /** Password guesses at the account are refused for a while: by e-mail, else by SMS. */
    throttled(member: MemberRow, language: Language, brand: string): void {
      const notice = accountThrottledNotice(language, { account: member.account, brand });
      if (member.email !== '') {
        later(() => email.send({ to: member.email, ...notice.email }));
      } else if (member.mobileNum !== '') {
        const to = smsRecipient(member.countryDialingCode, member.mobileNum);
        later(() => sms.send(to, notice.sms));
      }
    },

    /** The old address hears that reset links now go elsewhere. */
    emailChanged(member: MemberRow, language: Language, brand: string): void {
      if (member.email === '') return;
      const message = emailChangedNotice(language, { account: member.account, brand });
      later(() => email.send({ to: member.email, ...message }));
    },

    /** Resolves when the notices started so far are out (graceful close, tests). */
    async idle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type AccountNotices = ReturnType<typeof createAccountNotices>;

import { randomInt } from 'node:crypto';
import { isTrialType, type ForgotByEmailBody, type Language } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { hashToken, newToken } from '@/lib/tokens.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { passwordResetEmail, type EmailProvider } from '@/modules/messaging/index.js';
import { assertLoginField, assertRegisterField, rulesOf } from '../field-rules.js';
import type { MemberRow, MembersRepository } from '../members.repository.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';

/** A reset link works this long, once. */
export const RESET_LINK_TTL_MINUTES = 30;
/** The page of the web app that reads the link (SPEC §2 /m/forget). */
export const RESET_PAGE = '/m/forget';
/** One request in this many also deletes long-expired links. */
const SWEEP_EVERY = 50;

export type ForgotInput = {
  merchant: MerchantSnapshot;
  body: z.output<typeof ForgotByEmailBody>;
  language: Language;
  /** Where the request came to: the link points back there. */
  site: { protocol: string; host: string; hostname: string };
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST /wps/member/password/email. The answer is the same whether or not the account and e-mail
 * match, and comes before the work is done, so neither its body nor its timing tells them apart.
 */
export function createForgotEmailService({
  members,
  resets,
  email,
  codeForDomain,
  log,
}: {
  members: Pick<MembersRepository, 'findByAccount'>;
  resets: Pick<PasswordResetsRepository, 'insert' | 'sweep'>;
  email: EmailProvider;
  /** The merchant code a host name routes to (domain routes). */
  codeForDomain: (hostname: string) => Promise<string | undefined>;
  log: FastifyBaseLogger;
}) {
  const pending = new Set<Promise<void>>();

  async function send(input: ForgotInput, member: MemberRow, origin: string): Promise<void> {
    const token = newToken();
    await resets.insert(hashToken(token), member.id, RESET_LINK_TTL_MINUTES);
    const link = `${origin}${RESET_PAGE}?resetToken=${encodeURIComponent(token)}`;
    const message = passwordResetEmail(input.language, {
      account: member.account,
      link,
      minutes: RESET_LINK_TTL_MINUTES,
      brand: input.merchant.merchant.name,
    });
    await email.send({ to: member.email, ...message });
  }

  async function work(input: ForgotInput): Promise<void> {
    const merchantId = input.merchant.merchant.id;
    const member = await members.findByAccount(merchantId, input.body.username);
    if (!member || member.disabled || isTrialType(member.type)) return;
    if (member.email === '' || !sameEmail(member.email, input.body.email)) return;
    // A link built from a forged Host header would hand the token to whoever owns that host, so
    // the link only ever points at a domain routed to this merchant.
    const origin = await originOf(input);
    if (origin === undefined) {
      log.warn(
        { merchantId, hostname: input.site.hostname },
        'password reset e-mail not sent: host is not a domain of the merchant',
      );
      return;
    }
    await send(input, member, origin);
  }

  /**
   * The origin of the link, built only from checked parts: the protocol is http or https, the
   * host name is a domain routed to the merchant, the port is digits (else left out). Anything
   * else in the Host header (such as `legit.example:80@evil.example`) is dropped.
   */
  async function originOf(input: ForgotInput): Promise<string | undefined> {
    const { protocol, host, hostname } = input.site;
    if (protocol !== 'http' && protocol !== 'https') return undefined;
    if ((await codeForDomain(hostname)) !== input.merchant.merchant.code) return undefined;
    const rest = host.startsWith(hostname) ? host.slice(hostname.length) : '';
    const port = /^:\d{1,5}$/.test(rest) ? rest : '';
    try {
      const url = new URL(`${protocol}://${hostname}${port}`);
      // The parse must not have moved the host elsewhere.
      return url.hostname === hostname.toLowerCase() ? url.origin : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    /** Checks the form's shape (SPEC §5), then answers; a matching member gets the e-mail. */
    request(input: ForgotInput): void {
      const rules = rulesOf(input.merchant);
      assertLoginField(rules, 'loginUsername', input.body.username, 'username');
      const options = { always: true, required: true };
      assertRegisterField(rules, 'email', input.body.email, options);
      const task = work(input)
        .then(() => (randomInt(0, SWEEP_EVERY) === 0 ? resets.sweep() : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'password reset e-mail failed'));
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /** Resolves when the e-mails started so far are sent (graceful close, tests). */
    async idle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type ForgotEmailService = ReturnType<typeof createForgotEmailService>;

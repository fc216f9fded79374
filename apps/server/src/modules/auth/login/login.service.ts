import { randomInt } from 'node:crypto';
import {
  isAgentType,
  isTrialType,
  NON_MEMBER_TYPES,
  type LoginBody,
  type LoginResult,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { verifyPassword } from '../../../lib/passwords.js';
import type { MerchantSnapshot } from '../../merchant/merchant.store.js';
import { smsRecipient } from '../../messaging/providers.js';
import { normalizeDialingCode, type SmsCodeService } from '../../verification/sms.service.js';
import { assertLoginField, rulesOf } from '../field-rules.js';
import { accountKeyOf, type MemberRow, type MembersRepository } from '../members.repository.js';
import type { ClientInfo, SignIn } from '../sign-in.js';
import type { LoginFailuresRepository } from './login-failures.repository.js';

/** A failed login of a subject from an IP counts this long (captcha, throttling). */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failures of one subject from one IP within the window before further tries are refused. */
export const LOGIN_MAX_FAILURES = 10;
/**
 * Failures of a subject from all IPs within the window from which every try of it needs a
 * captcha, from any IP: a new IP does not get free guesses. A captcha, never a refusal, so the
 * owner is not locked out.
 */
export const LOGIN_SUBJECT_CAPTCHA_FAILURES = 3;
/** One login in this many also deletes failures older than a day. */
const SWEEP_EVERY = 200;

export type LoginInput = {
  merchant: MerchantSnapshot;
  body: z.output<typeof LoginBody>;
  client: ClientInfo;
  /** Checks (and spends) the captcha the client was shown. */
  verifyCaptcha: (code: string) => Promise<boolean>;
};

const NEEDS_CAPTCHA = { captcha: true } as const;

/** One answer for every wrong credential, so nobody learns which accounts exist. */
const loginFailed = () => new AppError('login.failed', 401, { value: NEEDS_CAPTCHA });

type Credentials =
  | { kind: 'username'; subject: string; account: string; password: string }
  | { kind: 'sms'; subject: string; dialingCode: string; mobileNum: string; code: string };

/** The subject of the attempt, after the merchant's login field rules (SPEC §5). */
function credentialsOf(merchant: MerchantSnapshot, body: LoginInput['body']): Credentials {
  const rules = rulesOf(merchant);
  if (body.type === 'firebase') {
    // No Firebase project is configured for any merchant: refuse rather than trust a token.
    throw new AppError('firebase.unavailable', 503);
  }
  if (body.type === 'username') {
    assertLoginField(rules, 'loginUsername', body.username, 'username');
    assertLoginField(rules, 'loginPassword', body.password, 'password');
    const account = body.username;
    return { kind: 'username', subject: accountKeyOf(account), account, password: body.password };
  }
  if (body.countryDialingCode === undefined) {
    throw new AppError('request.invalid', 400, { field: 'countryDialingCode' });
  }
  assertLoginField(rules, 'loginMobileNum', body.username, 'username');
  assertLoginField(rules, 'verificationCode', body.password, 'password');
  const dialingCode = normalizeDialingCode(body.countryDialingCode);
  const mobileNum = body.username;
  return {
    kind: 'sms',
    subject: smsRecipient(dialingCode, mobileNum),
    dialingCode,
    mobileNum,
    code: body.password,
  };
}

/**
 * Login by username + password or mobile number + SMS code (SPEC §3, §6). After a failure of the
 * same subject from the same IP, or LOGIN_SUBJECT_CAPTCHA_FAILURES of it from any IPs, the next
 * try needs a captcha; past LOGIN_MAX_FAILURES the subject is refused from that IP only, so a
 * stranger elsewhere cannot lock its owner out.
 */
export function createLoginService({
  members,
  failures,
  smsCodes,
  signIn,
}: {
  members: Pick<MembersRepository, 'findByAccount' | 'findByMobile'>;
  failures: LoginFailuresRepository;
  smsCodes: Pick<SmsCodeService, 'consume'>;
  signIn: SignIn;
}) {
  /** The member when the credentials are right, else undefined; costs the same either way. */
  async function check(merchantId: number, creds: Credentials): Promise<MemberRow | undefined> {
    if (creds.kind === 'username') {
      const member = await members.findByAccount(merchantId, creds.account);
      // Unknown accounts verify against a decoy hash: same time as a wrong password.
      const right = await verifyPassword(member?.passwordHash, creds.password);
      return right ? member : undefined;
    }
    const member = await members.findByMobile(merchantId, creds.dialingCode, creds.mobileNum);
    // The code is tried even without a member, so the answer takes as long and spends a try.
    const right = await smsCodes.consume(
      merchantId,
      'noLogin',
      creds.dialingCode,
      creds.mobileNum,
      creds.code,
    );
    return right ? member : undefined;
  }

  return {
    async login({ merchant, body, client, verifyCaptcha }: LoginInput): Promise<LoginResult> {
      const creds = credentialsOf(merchant, body);
      const merchantId = merchant.merchant.id;
      if (randomInt(0, SWEEP_EVERY) === 0) await failures.sweep(24 * 60);

      const recent = await failures.countRecent(
        merchantId,
        creds.subject,
        client.ip,
        LOGIN_FAILURE_WINDOW_MINUTES,
      );
      if (recent >= LOGIN_MAX_FAILURES) throw new AppError('too.many.requests', 429);
      const needsCaptcha =
        recent > 0 ||
        (await failures.countRecentOfSubject(
          merchantId,
          creds.subject,
          LOGIN_FAILURE_WINDOW_MINUTES,
        )) >= LOGIN_SUBJECT_CAPTCHA_FAILURES;
      if (needsCaptcha) {
        if (body.captcha === '') {
          throw new AppError('captcha.required', 400, { field: 'captcha', value: NEEDS_CAPTCHA });
        }
        if (!(await verifyCaptcha(body.captcha))) {
          throw new AppError('captcha.invalid', 400, { field: 'captcha', value: NEEDS_CAPTCHA });
        }
      }

      const member = await check(merchantId, creds);
      // Disabled and trial accounts fail like a wrong password: nothing tells them apart.
      if (!member || member.disabled || isTrialType(member.type)) {
        await failures.record(merchantId, creds.subject, client.ip);
        throw loginFailed();
      }
      // Right credentials after a captcha: this subject's failures from this IP are cleared (and
      // nothing else: those from other IPs still count towards the account-wide captcha).
      if (recent > 0) await failures.clear(merchantId, creds.subject, client.ip);

      if (body.entry === 'member' && NON_MEMBER_TYPES.includes(member.type)) {
        throw new AppError('login.non.member', 403);
      }
      if (body.entry === 'agent' && !isAgentType(member.type)) {
        throw new AppError('login.non.agent', 403);
      }
      return signIn(member, merchant.merchant.code, client);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;

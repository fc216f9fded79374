import {
  isAgentType,
  isTrialType,
  NON_MEMBER_TYPES,
  type Language,
  type LoginBody,
  type LoginResult,
} from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import { verifyPassword } from '@/lib/passwords.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { smsRecipient } from '@/modules/messaging/index.js';
import { normalizeDialingCode, type SmsCodeService } from '@/modules/verification/index.js';
import { assertLoginField, rulesOf } from '../field-rules.js';
import { accountKeyOf, type MemberRow, type MembersRepository } from '../members.repository.js';
import type { AccountNotices } from '../account-notices.js';
import type { AttemptGuard, CaptchaAnswer } from '../attempt-guard.js';
import type { ClientInfo, SignIn } from '../sign-in.js';
import type { FirebaseIdentities } from '../firebase/firebase-identities.js';

export type LoginInput = {
  merchant: MerchantSnapshot;
  body: z.output<typeof LoginBody>;
  client: ClientInfo;
  /** The caller's language: a notice of a throttled account goes out in it. */
  language: Language;
  /** Checks (and spends) the captcha the client was shown. */
  verifyCaptcha: (code: string) => Promise<boolean>;
};

const NEEDS_CAPTCHA = { captcha: true } as const;

/** One answer for every wrong password, so nobody learns which accounts exist. */
const loginFailed = () => new AppError('login.failed', { value: NEEDS_CAPTCHA });
/**
 * A wrong SMS code says so. Only the holder of the phone gets codes, so saying that a right code
 * has no account behind it tells nobody else anything.
 */
const smsCodeInvalid = () =>
  new AppError('login.sms.code.invalid', { field: 'password', value: NEEDS_CAPTCHA });
const smsNoAccount = () => new AppError('login.sms.no.account', { field: 'username' });

type Credentials =
  | { kind: 'username'; subject: string; account: string; password: string }
  | { kind: 'sms'; subject: string; dialingCode: string; mobileNum: string; code: string };

/** The subject of the attempt, after the merchant's login field rules (SPEC §5). */
function credentialsOf(
  merchant: MerchantSnapshot,
  body: LoginInput['body'] & { type: 'username' | 'sms' },
): Credentials {
  const rules = rulesOf(merchant);
  if (body.type === 'username') {
    assertLoginField(rules, 'loginUsername', body.username, 'username');
    assertLoginField(rules, 'loginPassword', body.password, 'password');
    const account = body.username;
    return { kind: 'username', subject: accountKeyOf(account), account, password: body.password };
  }
  if (body.countryDialingCode === undefined) {
    throw new AppError('request.invalid', { field: 'countryDialingCode' });
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
 * Login by username + password or mobile number + SMS code (SPEC §3, §6). Every try is counted by
 * the attempt guard before the secret is checked (captcha after a failure, a ceiling per account
 * across all IPs); the owner is told when the ceiling trips and can still use an SMS code or reset.
 */
export function createLoginService({
  members,
  guard,
  smsCodes,
  signIn,
  notices,
  firebase,
}: {
  members: Pick<MembersRepository, 'findByAccount' | 'findByMobile' | 'findById'>;
  guard: AttemptGuard;
  smsCodes: Pick<SmsCodeService, 'consume'>;
  signIn: SignIn;
  /** Tells the owner when guesses at the account are refused for a while. */
  notices: Pick<AccountNotices, 'throttled'>;
  /** Google and Facebook sign-in through the merchant's Firebase project (type 'firebase'). */
  firebase: Pick<FirebaseIdentities, 'verify' | 'memberOf' | 'spend'>;
}) {
  /** The account's own checks, whatever proved who the caller is. */
  function assertEntry(member: MemberRow, entry: LoginInput['body']['entry']): void {
    if (entry === 'member' && NON_MEMBER_TYPES.includes(member.type)) {
      throw new AppError('login.non.member');
    }
    if (entry === 'agent' && !isAgentType(member.type)) throw new AppError('login.non.agent');
  }

  /**
   * A Firebase ID token (Google or Facebook): verified against the merchant's project, then the
   * member registered with that Firebase user. None yet: 'firebase.not.registered', the token
   * unspent, so registration can take it (its value names what the token told of the user). No
   * captcha or attempt ceiling: nothing is guessed, the token is signed by Google.
   */
  async function loginByFirebase(input: LoginInput): Promise<LoginResult> {
    const { merchant, body, client } = input;
    const signedIn = await firebase.verify(merchant, body.firebaseIdToken);
    const { user } = signedIn;
    const memberId = await firebase.memberOf(merchant.merchant.id, user.uid);
    if (memberId === undefined) {
      throw new AppError('firebase.not.registered', {
        value: { provider: user.signInProvider, email: user.email, displayName: user.displayName },
      });
    }
    const member = await members.findById(memberId);
    if (!member || member.disabled || isTrialType(member.type)) throw loginFailed();
    assertEntry(member, body.entry);
    await firebase.spend(signedIn);
    return signIn(member, merchant.merchant.code, client);
  }

  /** The member when the secret is right (or undefined); costs the same time either way. */
  async function check(
    merchantId: number,
    creds: Credentials,
  ): Promise<{ right: boolean; member: MemberRow | undefined }> {
    if (creds.kind === 'username') {
      const member = await members.findByAccount(merchantId, creds.account);
      // Unknown accounts verify against a decoy hash: same time as a wrong password.
      return { right: await verifyPassword(member?.passwordHash, creds.password), member };
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
    return { right, member };
  }

  return {
    async login(input: LoginInput): Promise<LoginResult> {
      const { merchant, body, client } = input;
      if (body.type === 'firebase') return loginByFirebase(input);
      const creds = credentialsOf(merchant, { ...body, type: body.type });
      const merchantId = merchant.merchant.id;

      // The captcha first: a wrong one is refused before the guess is counted.
      const captcha: CaptchaAnswer =
        body.captcha === ''
          ? 'none'
          : (await input.verifyCaptcha(body.captcha))
            ? 'right'
            : 'wrong';
      // SMS codes have their own few tries: the ceiling and its delays are for passwords.
      const reservation = await guard.reserve(merchantId, creds.subject, client.ip, {
        captcha,
        ceiling: creds.kind === 'username',
      });

      const { right, member } = await check(merchantId, creds);
      // Disabled and trial accounts fail like a wrong secret: nothing tells them apart.
      const usable = member && !member.disabled && !isTrialType(member.type);
      if (!right || (creds.kind === 'username' && !usable)) {
        if (member && reservation.tripsCeiling) {
          notices.throttled(member, input.language, merchant.merchant.name);
          await guard.noticed(reservation);
        }
        throw creds.kind === 'sms' ? smsCodeInvalid() : loginFailed();
      }
      // A right secret: neither this try nor earlier failures from this IP count any more (those
      // from other IPs still count towards the account-wide captcha and ceiling).
      await guard.clear(merchantId, creds.subject, client.ip);
      if (!usable) {
        throw member ? new AppError('member.not.found', { field: 'username' }) : smsNoAccount();
      }

      assertEntry(member, body.entry);
      return signIn(member, merchant.merchant.code, client);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;

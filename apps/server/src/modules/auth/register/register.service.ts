import {
  CONTACT_FIELDS,
  isAgentType,
  MEMBER_TYPE,
  registrationHasPassword,
  registrationUsesSmsCode,
  type LoginResult,
  type RegisterBody,
  type RegisterField,
  REGISTER_FIELDS,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { newToken } from '@/lib/tokens.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { findReferrer, recordReferral } from '@/modules/referral/index.js';
import { normalizeDialingCode, type SmsCodeService } from '@/modules/verification/index.js';
import { assertNewPassword, assertRegisterField, rulesOf } from '../field-rules.js';
import { accountKeyOf, type MembersRepository } from '../members.repository.js';
import type { ClientInfo, SignIn } from '../sign-in.js';
import type { FirebaseIdentities, FirebaseSignIn } from '../firebase/firebase-identities.js';
import { createMember } from './member-creation.js';

export type RegisterMethod = 'username' | 'mobile';
/**
 * Agents' affiliate links (modules/agent, given by composition): the invitation of a link's code
 * (undefined when no link has it; an expired or deleted one throws why), and the record of
 * whom a link brought, written in the registration's transaction.
 */
export type LinkInvitations = {
  find: (
    merchantId: number,
    code: string,
    now: Date,
  ) => Promise<{ linkId: number; upline: { id: number; path: string }; type: number } | undefined>;
  record: (tx: DbOrTx, linkId: number, memberId: number) => Promise<void>;
};

/** Where an invitation code puts the new member (a link's id when a link brought it). */
type Invitation = {
  upline: { id: number; path: string };
  type: number;
  code: string;
  linkId?: number;
};
type Body = z.output<typeof RegisterBody>;

export type RegisterInput = {
  merchant: MerchantSnapshot;
  method: RegisterMethod;
  body: Body;
  client: ClientInfo;
  verifyCaptcha: (code: string) => Promise<boolean>;
};

/** Optional fields with no column of their own: kept in members.extra when given. */
const EXTRA_FIELDS = [...CONTACT_FIELDS, 'recommenderId', 'domain'] as const;

/** Fields whose rule depends on the registration method; every other one is checked as it is. */
const METHOD_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
];
const PLAIN_FIELDS = REGISTER_FIELDS.filter((field) => !METHOD_FIELDS.includes(field));

const DIALING_CODE = /^\d{1,4}$/;
const REFERRAL_CODE = /^[A-Za-z0-9]{1,20}$/;

/** A referral code of the shape of the recommenderId rule, else 400 referrer.error. */
function checkedReferralCode(code: string): string {
  if (!REFERRAL_CODE.test(code)) throw new AppError('referrer.error', { field: 'recommenderId' });
  return code;
}

function extraOf(body: Body): string {
  const given = EXTRA_FIELDS.filter((field) => body[field] !== '').map((f) => [f, body[f]]);
  return JSON.stringify(Object.fromEntries(given));
}

/** Every field by the merchant's rules (SPEC §5), in form order; the first broken one answers. */
function validate(
  merchant: MerchantSnapshot,
  method: RegisterMethod,
  body: Body,
  { sms, hasPassword }: { sms: boolean; hasPassword: boolean },
) {
  const rules = rulesOf(merchant);
  if (method === 'username' || body.username !== '') {
    assertRegisterField(rules, 'username', body.username, { required: method === 'username' });
  }
  if (hasPassword) {
    assertNewPassword(rules, body.password, 'password');
    if (body.confirmPassword !== body.password) {
      throw new AppError('password.confirm.mismatch', { field: 'confirmPassword' });
    }
  }
  const mobileRequired = method === 'mobile';
  assertRegisterField(rules, 'mobileNum', body.mobileNum, { required: mobileRequired });
  if (body.mobileNum !== '' && !DIALING_CODE.test(normalizeDialingCode(body.countryDialingCode))) {
    throw new AppError('mobile.format', { field: 'countryDialingCode' });
  }
  if (sms) {
    const options = { always: true, required: true };
    assertRegisterField(rules, 'verificationCode', body.verificationCode, options);
  }
  for (const field of PLAIN_FIELDS) assertRegisterField(rules, field, body[field]);
}

/**
 * Registration by username or by mobile number (SPEC §3, §4), signed in at once. Players
 * (type 0) register here; an agent's invitation code makes that agent the upline, an agent's
 * affiliate link too, with the link's type (a player or a playing agent); a member's referral
 * code (recommenderId) records them as the inviter, with the account, in one transaction.
 */
export function createRegisterService({
  db,
  members,
  smsCodes,
  signIn,
  links,
  firebase,
  now = () => new Date(),
}: {
  db: Db;
  links: LinkInvitations;
  /** A registration that carries a Firebase ID token links the new member to its user. */
  firebase: Pick<FirebaseIdentities, 'verify' | 'memberOf' | 'spend' | 'link'>;
  members: Pick<MembersRepository, 'findByAccount' | 'findByMobile' | 'findByAffiliateCode'>;
  smsCodes: Pick<SmsCodeService, 'requireRight'>;
  signIn: SignIn;
  now?: () => Date;
}) {
  /**
   * Where an invitation code puts the new member: an agent's own code makes a player under it,
   * an agent's affiliate link the link's type under the link's agent (a deleted or expired link
   * says so); else 400 invitation_code_error.
   */
  async function invitationOf(merchantId: number, code: string): Promise<Invitation> {
    const agent = await members.findByAffiliateCode(merchantId, code);
    if (agent && !agent.disabled && isAgentType(agent.type)) {
      return { upline: agent, type: MEMBER_TYPE.PLAYER, code: agent.affiliateCode ?? code };
    }
    const link = agent ? undefined : await links.find(merchantId, code, now());
    if (!link) throw new AppError('invitation_code_error', { field: 'affiliateCode' });
    return { ...link, code };
  }

  /** The verified Firebase user a registration carries, when it carries one not yet linked. */
  async function socialSignInOf(
    merchant: MerchantSnapshot,
    token: string | undefined,
  ): Promise<FirebaseSignIn | undefined> {
    if (token === undefined || token === '') return undefined;
    const social = await firebase.verify(merchant, token);
    if ((await firebase.memberOf(merchant.merchant.id, social.user.uid)) !== undefined) {
      throw new AppError('firebase.already.registered');
    }
    return social;
  }

  async function register(input: RegisterInput): Promise<LoginResult> {
    const { merchant, method, body, client } = input;
    const { flags } = merchant;
    const flag = method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
    // A trial site has no real accounts to register.
    if (merchant.merchant.isTrial || flags[flag] !== true) {
      throw new AppError('no.permission', { value: { module: flag } });
    }
    const sms = registrationUsesSmsCode(method, flags, body.mobileNum);
    const hasPassword = registrationHasPassword(method, flags);
    validate(merchant, method, body, { sms, hasPassword });

    // With an SMS code the captcha was asked when the code was sent (SmsCodeBody).
    if (flags.CAPTCHA3 === true && !sms) {
      if (body.captcha === '') throw new AppError('captcha.required', { field: 'captcha' });
      if (!(await input.verifyCaptcha(body.captcha))) {
        throw new AppError('captcha.invalid', { field: 'captcha' });
      }
    }

    const merchantId = merchant.merchant.id;
    // Google or Facebook sign-in with no account yet (login answered firebase.not.registered):
    // the account is made under the same field rules and signs in with that user from now on.
    const social = await socialSignInOf(merchant, body.firebaseIdToken);
    const invitation =
      body.affiliateCode === '' ? undefined : await invitationOf(merchantId, body.affiliateCode);
    const dialingCode = body.mobileNum === '' ? '' : normalizeDialingCode(body.countryDialingCode);
    // Mobile sign-up without a username: the number itself (digits; usernames start with a letter).
    const account = body.username !== '' ? body.username : `${dialingCode}${body.mobileNum}`;
    // A referral code is checked whatever the field's rule says: the link carries it even when
    // the form does not show the field. Its shape first, then whose it is.
    const inviterId =
      body.recommenderId === ''
        ? undefined
        : await findReferrer(db, merchantId, checkedReferralCode(body.recommenderId), {
            accountKey: accountKeyOf(account),
            countryDialingCode: dialingCode,
            mobileNum: body.mobileNum,
          });
    if (await members.findByAccount(merchantId, account)) {
      throw new AppError('username.exists', { field: 'username' });
    }
    // Whether a number has an account is told only to whoever proved to hold it (the code),
    // so sign-up cannot be used to look numbers up.
    if (sms) {
      const { mobileNum, verificationCode } = body;
      const code = await smsCodes.requireRight(
        merchantId,
        'register',
        dialingCode,
        mobileNum,
        verificationCode,
      );
      if (await members.findByMobile(merchantId, dialingCode, body.mobileNum)) {
        throw new AppError('mobile.exists', { field: 'mobileNum' });
      }
      // Spent last, so a form refused for another reason keeps its code.
      await code.spend();
    } else if (await members.findByMobile(merchantId, dialingCode, body.mobileNum)) {
      throw new AppError('mobile.exists', { field: 'mobileNum' });
    }

    const member = await createMember(
      db,
      {
        merchantId,
        account,
        nickname: body.nickname,
        // Without a password field (MOBILENUMPASSREG3 off) the account gets a random one nobody
        // knows: the member signs in by SMS code (MOBILEVERCODELOGIN3) and may set a password
        // later by the number (forgot password by SMS). A password sent anyway is not kept.
        password: hasPassword ? body.password : newToken(),
        paymentPassword: body.paymentPassword,
        countryDialingCode: dialingCode,
        mobileNum: body.mobileNum,
        email: body.email,
        payeeName: body.payeeName,
        type: invitation?.type ?? MEMBER_TYPE.PLAYER,
        upline: invitation?.upline,
        registerMethod: body.registerMethod,
        registerUrl: body.registerUrl,
        registerIp: client.ip,
        extra: extraOf(body),
      },
      async (tx, created) => {
        if (invitation?.linkId !== undefined) {
          await links.record(tx, invitation.linkId, created.id);
        }
        if (inviterId !== undefined) {
          await recordReferral(tx, { merchantId, inviterId, inviteeId: created.id }, now());
        }
        if (social) {
          await firebase.spend(social, tx);
          await firebase.link(tx, merchantId, social, created.id);
        }
      },
    );
    return signIn(member, merchant.merchant.code, client);
  }

  return {
    register,
    /**
     * GET /wps/agent/affiliate/check: the code as stored, when an agent of the merchant owns it
     * or it is a live affiliate link's (an expired or deleted link answers why).
     */
    async checkAffiliate(merchant: MerchantSnapshot, code: string): Promise<{ code: string }> {
      return { code: (await invitationOf(merchant.merchant.id, code)).code };
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;

import {
  isAgentType,
  MEMBER_TYPE,
  registrationUsesSmsCode,
  type LoginResult,
  type RegisterBody,
  type RegisterField,
  REGISTER_FIELDS,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { isUniqueViolation } from '@/lib/db-errors.js';
import { hashPassword } from '@/lib/passwords.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { findReferrer, recordReferral } from '@/modules/referral/index.js';
import { normalizeDialingCode, type SmsCodeService } from '@/modules/verification/index.js';
import { assertNewPassword, assertRegisterField, rulesOf } from '../field-rules.js';
import {
  accountKeyOf,
  createMembersRepository,
  type MemberRow,
  type MembersRepository,
} from '../members.repository.js';
import type { ClientInfo, SignIn } from '../sign-in.js';

export type RegisterMethod = 'username' | 'mobile';
type Body = z.output<typeof RegisterBody>;

export type RegisterInput = {
  merchant: MerchantSnapshot;
  method: RegisterMethod;
  body: Body;
  client: ClientInfo;
  verifyCaptcha: (code: string) => Promise<boolean>;
};

/** Optional fields with no column of their own: kept in members.extra when given. */
const EXTRA_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'domain',
] as const;

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
function validate(merchant: MerchantSnapshot, method: RegisterMethod, body: Body, sms: boolean) {
  const rules = rulesOf(merchant);
  if (method === 'username' || body.username !== '') {
    assertRegisterField(rules, 'username', body.username, { required: method === 'username' });
  }
  assertNewPassword(rules, body.password, 'password');
  if (body.confirmPassword !== body.password) {
    throw new AppError('password.confirm.mismatch', { field: 'confirmPassword' });
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
 * Registration by username or by mobile number (SPEC §3, §4), signed in at once. Only players
 * (type 0) register here; an agent's invitation code makes that agent the upline, a member's
 * referral code (recommenderId) records them as the inviter, with the account, in one transaction.
 */
export function createRegisterService({
  db,
  members,
  smsCodes,
  signIn,
  now = () => new Date(),
}: {
  db: Db;
  members: Pick<MembersRepository, 'findByAccount' | 'findByMobile' | 'findByAffiliateCode'>;
  smsCodes: Pick<SmsCodeService, 'verify'>;
  signIn: SignIn;
  now?: () => Date;
}) {
  /** The agent owning an invitation code of this merchant, or 400 invitation_code_error. */
  async function agentOf(merchantId: number, code: string): Promise<MemberRow> {
    const agent = await members.findByAffiliateCode(merchantId, code);
    if (!agent || agent.disabled || !isAgentType(agent.type)) {
      throw new AppError('invitation_code_error', { field: 'affiliateCode' });
    }
    return agent;
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
    validate(merchant, method, body, sms);

    // With an SMS code the captcha was asked when the code was sent (SmsCodeBody).
    if (flags.CAPTCHA3 === true && !sms) {
      if (body.captcha === '') throw new AppError('captcha.required', { field: 'captcha' });
      if (!(await input.verifyCaptcha(body.captcha))) {
        throw new AppError('captcha.invalid', { field: 'captcha' });
      }
    }

    const merchantId = merchant.merchant.id;
    const upline =
      body.affiliateCode === '' ? undefined : await agentOf(merchantId, body.affiliateCode);
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
      const code = await smsCodes.verify(
        merchantId,
        'register',
        dialingCode,
        mobileNum,
        verificationCode,
      );
      if (!code) throw new AppError('verification.code.error', { field: 'verificationCode' });
      if (await members.findByMobile(merchantId, dialingCode, body.mobileNum)) {
        throw new AppError('mobile.exists', { field: 'mobileNum' });
      }
      // Spent last, so a form refused for another reason keeps its code.
      if (!(await code.spend())) {
        throw new AppError('verification.code.error', { field: 'verificationCode' });
      }
    } else if (await members.findByMobile(merchantId, dialingCode, body.mobileNum)) {
      throw new AppError('mobile.exists', { field: 'mobileNum' });
    }

    let member: MemberRow;
    try {
      member = await db.transaction(async (tx) => {
        const created = await createMembersRepository(tx).insert({
          merchantId,
          account,
          accountKey: accountKeyOf(account),
          nickname: body.nickname,
          passwordHash: await hashPassword(body.password),
          paymentPasswordHash:
            body.paymentPassword === '' ? null : await hashPassword(body.paymentPassword),
          countryDialingCode: dialingCode,
          mobileNum: body.mobileNum,
          email: body.email,
          payeeName: body.payeeName,
          type: MEMBER_TYPE.PLAYER,
          uplineId: upline?.id ?? null,
          path: upline ? `${upline.path}${upline.id}/` : '/',
          registerMethod: body.registerMethod,
          registerUrl: body.registerUrl,
          registerIp: client.ip,
          extra: extraOf(body),
        });
        if (inviterId !== undefined) {
          await recordReferral(tx, { merchantId, inviterId, inviteeId: created.id }, now());
        }
        return created;
      });
    } catch (error) {
      // Two sign-ups racing for one name or number: the index decides, the loser hears why.
      if (isUniqueViolation(error, 'members_account_key')) {
        throw new AppError('username.exists', { field: 'username' });
      }
      if (isUniqueViolation(error, 'members_mobile')) {
        throw new AppError('mobile.exists', { field: 'mobileNum' });
      }
      throw error;
    }
    return signIn(member, merchant.merchant.code, client);
  }

  return {
    register,
    /** GET /wps/agent/affiliate/check: the code as stored, when an agent of the merchant owns it. */
    async checkAffiliate(merchant: MerchantSnapshot, code: string): Promise<{ code: string }> {
      const agent = await agentOf(merchant.merchant.id, code);
      return { code: agent.affiliateCode ?? code };
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;

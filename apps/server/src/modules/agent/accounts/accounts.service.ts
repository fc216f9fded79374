import {
  grantableTypes,
  type OpenAccountBody,
  type OpenedAccount,
  type UsernameCheck,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import {
  accountKeyOf,
  assertNewPassword,
  assertRegisterField,
  createMember,
  rulesOf,
} from '@/modules/auth/index.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import type { RebatesService } from '../rebates/index.js';
import type { AgentCaller, AgentScope } from '../scope.js';

type Body = z.output<typeof OpenAccountBody>;

/** How an account an agent opened came to be (members.register_method; sign-ups say H5, APP …). */
export const AGENT_REGISTER_METHOD = 'AGENT';

/**
 * Open account (SPEC §2 /m/agentRegister, §7 /wps/check/username): the agent's new downline is
 * made the way registration makes members (createMember), directly under the caller, with the
 * merchant's username, password and nickname rules, a type and rebate rates the caller may grant.
 */
export function createAccountsService({
  db,
  scope,
  rebates,
}: {
  db: Db;
  scope: AgentScope;
  rebates: Pick<RebatesService, 'checkGranted' | 'grant'>;
}) {
  async function isTaken(merchantId: number, account: string): Promise<boolean> {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, accountKeyOf(account))))
      .limit(1);
    return row !== undefined;
  }

  /** Every field by the merchant's rules, in the form's order; the first broken one answers. */
  function validate(merchant: MerchantSnapshot, caller: AgentCaller, body: Body): void {
    const rules = rulesOf(merchant);
    assertRegisterField(rules, 'username', body.username, { always: true, required: true });
    assertNewPassword(rules, body.password, 'password');
    if (body.confirmPassword !== body.password) {
      throw new AppError('password.confirm.mismatch', { field: 'confirmPassword' });
    }
    if (body.nickname !== '') {
      assertRegisterField(rules, 'nickname', body.nickname, { always: true });
    }
    if (!grantableTypes(caller.type).includes(body.type)) {
      throw new AppError('agent.type.not.allowed', { field: 'type' });
    }
  }

  return {
    /** Free and valid by the username rule; else why not ('format' first, then 'taken'). */
    async checkUsername(merchant: MerchantSnapshot, username: string): Promise<UsernameCheck> {
      try {
        assertRegisterField(rulesOf(merchant), 'username', username, {
          always: true,
          required: true,
        });
      } catch {
        return { username, available: false, reason: 'format' };
      }
      const taken = await isTaken(merchant.merchant.id, username);
      return { username, available: !taken, reason: taken ? 'taken' : null };
    },

    async open(
      merchant: MerchantSnapshot,
      caller: AgentCaller,
      body: Body,
      ip: string,
    ): Promise<OpenedAccount> {
      validate(merchant, caller, body);
      await rebates.checkGranted(caller, body.rates);
      const upline = await scope.self(caller);
      if (await isTaken(caller.merchantId, body.username)) {
        throw new AppError('username.exists', { field: 'username' });
      }
      const member = await createMember(
        db,
        {
          merchantId: caller.merchantId,
          account: body.username,
          nickname: body.nickname,
          password: body.password,
          type: body.type,
          upline,
          registerMethod: AGENT_REGISTER_METHOD,
          registerIp: ip,
        },
        (tx, created) => rebates.grant(tx, caller.merchantId, upline, created.id, body.rates),
      );
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        regDate: member.regDate.getTime(),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

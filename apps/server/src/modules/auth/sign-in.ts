import type { LoginResult } from '@app/contracts';
import type { SessionService } from '../session/index.js';
import type { MemberRow, MembersRepository } from './members.repository.js';

export type ClientInfo = { ip: string; userAgent: string };

/**
 * Signs a member in: a new session token every time, and the first-login flag answered as it was
 * before this login, then cleared (SPEC §3 firstTimeLogin).
 */
export function createSignIn({
  sessions,
  members,
}: {
  sessions: SessionService;
  members: Pick<MembersRepository, 'markLoggedIn'>;
}) {
  return async function signIn(
    member: MemberRow,
    merchantCode: string,
    client: ClientInfo,
  ): Promise<LoginResult> {
    const { token } = await sessions.create(
      { memberId: member.id, merchantId: member.merchantId },
      client,
    );
    if (member.firstTimeLogin) await members.markLoggedIn(member.id);
    return {
      token,
      id: member.id,
      userName: member.account,
      customerType: member.type,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: false,
      merchantCode,
    };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;

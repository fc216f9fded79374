import { verifyPassword } from '@/lib/passwords.js';
import type { AttemptGuard } from './attempt-guard.js';
import { accountKeyOf, type MemberRow } from './members.repository.js';

/**
 * Checks a signed-in member's current password (to change it or the e-mail) as a guess at the
 * account, counted with its logins: a stolen session gets no more tries than a stranger.
 */
export async function verifyCountedPassword(
  guard: Pick<AttemptGuard, 'reserve' | 'clear'>,
  member: Pick<MemberRow, 'merchantId' | 'account' | 'passwordHash'>,
  password: string,
  ip: string,
): Promise<boolean> {
  const subject = accountKeyOf(member.account);
  await guard.reserve(member.merchantId, subject, ip);
  if (!(await verifyPassword(member.passwordHash, password))) return false;
  await guard.clear(member.merchantId, subject, ip);
  return true;
}

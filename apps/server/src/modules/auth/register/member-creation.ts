import { eq } from 'drizzle-orm';
import type { Db, DbTx } from '@/db/client.js';
import { LOCK_SPACE, shareForTransaction } from '@/db/locks.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { isUniqueViolation } from '@/lib/db-errors.js';
import { hashPassword } from '@/lib/passwords.js';
import {
  accountKeyOf,
  createMembersRepository,
  type MemberRow,
  type NewMember,
} from '../members.repository.js';

/** A new account: its plain secrets (hashed here), its upline (none: the root), the rest as is. */
export type NewAccount = Omit<
  NewMember,
  'accountKey' | 'passwordHash' | 'paymentPasswordHash' | 'uplineId' | 'path'
> & {
  password: string;
  paymentPassword?: string;
  upline: { id: number; path: string } | undefined;
};

/**
 * The upline's path as it is now, read under the merchant's tree lock (shared): an operator's move
 * of a team (operator/agents) holds it alone, so the new member is placed either before the move,
 * and moved with the team, or after it, under the new path.
 */
async function pathUnder(
  tx: DbTx,
  merchantId: number,
  upline: { id: number; path: string },
): Promise<string> {
  await shareForTransaction(tx, LOCK_SPACE.agentTree, String(merchantId));
  const [row] = await tx
    .select({ path: members.path })
    .from(members)
    .where(eq(members.id, upline.id))
    .for('share');
  return row?.path ?? upline.path;
}

/**
 * Creates a member, the one way accounts are made (registration, an agent's open account): the
 * case-insensitive account key, hashed secrets, the place in the agent tree under `upline`, and
 * whatever else belongs to the account (`within`) in the same transaction. Two creations racing
 * for one name or number: the unique index decides, and the loser hears why on its field.
 */
export async function createMember(
  db: Db,
  { password, paymentPassword = '', upline, ...account }: NewAccount,
  within?: (tx: DbTx, member: MemberRow) => Promise<unknown>,
): Promise<MemberRow> {
  const passwordHash = await hashPassword(password);
  const paymentPasswordHash = paymentPassword === '' ? null : await hashPassword(paymentPassword);
  try {
    return await db.transaction(async (tx) => {
      const created = await createMembersRepository(tx).insert({
        ...account,
        accountKey: accountKeyOf(account.account),
        passwordHash,
        paymentPasswordHash,
        uplineId: upline?.id ?? null,
        path: upline ? `${await pathUnder(tx, account.merchantId, upline)}${upline.id}/` : '/',
      });
      await within?.(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_account_key')) {
      throw new AppError('username.exists', { field: 'username' });
    }
    if (isUniqueViolation(error, 'members_mobile')) {
      throw new AppError('mobile.exists', { field: 'mobileNum' });
    }
    throw error;
  }
}

import type { Db } from '@/db/client.js';
import { createAdjustmentsService } from './adjustments.service.js';
import { createOperatorMembersService } from './members.service.js';

/**
 * The operator's members and agents (issue 29): search, detail, lock and unlock, sign-out,
 * password reset, and manual balance adjustments with four eyes above the merchant's threshold.
 */
export function createOperatorMembers({ db, now }: { db: Db; now?: () => Date }) {
  const deps = now ? { db, now } : { db };
  return { ...createOperatorMembersService(deps), adjustments: createAdjustmentsService(deps) };
}

export type OperatorMembers = ReturnType<typeof createOperatorMembers>;

import { bonusSummary, createLedgerService, MEMBER_BONUS } from '@/modules/wallet/index.js';
import { sharedDatabase } from './test-app.js';

type Owner = { id: number; merchantId: number };

/** The member's bonus account (minor units): bonuses still owing their wagering. */
export async function bonusOf(who: Owner): Promise<bigint> {
  const { db } = await sharedDatabase();
  return createLedgerService({ db }).balanceOf(who.id, who.merchantId, MEMBER_BONUS);
}

/** The wagering the member's active bonuses need in all, and what was bet towards it. */
export async function bonusWageringOf(who: Owner) {
  const { db } = await sharedDatabase();
  const { required, wagered } = await bonusSummary(db, who.id);
  return { required, wagered };
}

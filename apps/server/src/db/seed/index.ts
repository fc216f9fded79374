import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { merchants } from '../schema/index.js';
import { seedDemoBalances } from './demo-balances.js';
import { relinkDemoWelcomeBanners, rollDemoHotMatches, seedDemoContent } from './demo-content.js';
import { seedDemoDeposits, seedDemoDepositsIfMissing } from './demo-deposits.js';
import { seedDemoProviderIfMissing } from './demo-provider.js';
import {
  seedDemoCatalogue,
  seedDemoCatalogueIfMissing,
  seedDemoMerchantGames,
} from './demo-games.js';
import { seedDemoInbox } from './demo-inbox.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoPromotions, seedDemoPromotionsIfMissing } from './demo-promotions.js';
import { seedDemoLottery, seedDemoLotteryIfMissing } from './demo-lottery.js';
import { DEMO_ACCOUNTS, seedDemoMembers } from './demo-members.js';
import { seedDemoMerchant } from './demo-merchant.js';

/** Any constant: the advisory lock that keeps two instances starting together from both seeding. */
const SEED_LOCK_KEY = 727_002;

/**
 * Seeds the demo site when the database has no merchant yet, so a fresh start looks live (and
 * the game catalogue and lottery into a demo database seeded before they existed).
 * Returns whether it seeded. Safe to call on every start of every instance.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(merchants);
    if ((row?.n ?? 0) > 0) {
      await seedDemoCatalogueIfMissing(tx);
      await seedDemoProviderIfMissing(tx);
      await seedDemoLotteryIfMissing(tx);
      await seedDemoDepositsIfMissing(tx);
      await seedDemoPromotionsIfMissing(tx);
      await rollDemoHotMatches(tx);
      await relinkDemoWelcomeBanners(tx);
      return false;
    }
    const merchantIds = await seedDemoMerchant(tx);
    await seedDemoContent(tx, merchantIds.main);
    await seedDemoContent(tx, merchantIds.trial);
    await seedDemoCatalogue(tx);
    await seedDemoProviderIfMissing(tx);
    await seedDemoMerchantGames(tx, merchantIds.main);
    await seedDemoMerchantGames(tx, merchantIds.trial);
    await seedDemoLottery(tx, merchantIds.main);
    await seedDemoLottery(tx, merchantIds.trial);
    await seedDemoDeposits(tx, merchantIds.main);
    await seedDemoPromotions(tx, merchantIds.main);
    const ids = await seedDemoMembers(tx);
    await seedDemoInbox(tx, ids.merchantId, [ids.demo, ids.agent, ids.player1, ids.player2]);
    await seedDemoChat(tx, ids.merchantId, ids);
    await seedDemoBalances(tx, [
      { id: ids.demo, account: DEMO_ACCOUNTS.player.account },
      { id: ids.agent, account: DEMO_ACCOUNTS.agent.account },
      { id: ids.player1, account: DEMO_ACCOUNTS.downline[0].account },
      { id: ids.player2, account: DEMO_ACCOUNTS.downline[1].account },
      { id: ids.agentOnly, account: DEMO_ACCOUNTS.agentOnly.account },
    ]);
    return true;
  });
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { merchants, merchantSettings, whitelabelModules } from '@/db/schema/index.js';

/**
 * A merchant of the test's own, `prefix` and 8 random hex digits: DEMO's settings and white-label
 * flags, and nothing else (no channels, games, content or members), so what a test adds to it is
 * the test's alone.
 */
export async function insertDemoCopy(db: Db, prefix: string) {
  const code = `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;
  const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!demo) throw new Error('DEMO is not seeded');
  const [created] = await db
    .insert(merchants)
    .values({ ...demo, id: undefined, code, trialMerchantCode: null })
    .returning({ id: merchants.id });
  if (!created) throw new Error('test merchant not created');
  const merchantId = created.id;
  const [settings] = await db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, demo.id));
  if (settings) await db.insert(merchantSettings).values({ ...settings, merchantId });
  const flags = await db
    .select()
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantId, demo.id));
  await db.insert(whitelabelModules).values(flags.map((row) => ({ ...row, merchantId })));
  return { code, merchantId };
}

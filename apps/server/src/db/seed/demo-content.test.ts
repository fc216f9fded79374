import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedDatabase } from '../../../test/test-app.js';
import { announcements, merchants } from '../schema/index.js';
import { relinkDemoWelcomeBanners } from './demo-content.js';

describe('demo content', () => {
  it('names the first-deposit bonus from its welcome banners, in an old demo database too', async () => {
    const { db } = await sharedDatabase();
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const welcome = and(
      eq(announcements.merchantId, demo?.id ?? 0),
      eq(announcements.linkageType, 'P'),
    );
    const seeded = await db.select().from(announcements).where(welcome);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect(seeded.every((row) => row.linkage === 'FIRST_DEPOSIT_100')).toBe(true);

    // As an older seed left them: a code no promotion has, and a cap it does not pay.
    await db
      .update(announcements)
      .set({ linkage: 'WELCOME100', title: 'up to ₱5,000' })
      .where(welcome);
    await relinkDemoWelcomeBanners(db);
    const relinked = await db.select().from(announcements).where(welcome);
    for (const row of relinked) {
      expect(row.linkage).toBe('FIRST_DEPOSIT_100');
      expect(row.title).toBe(
        row.language === 'EN'
          ? '100% welcome bonus up to ₱1,000'
          : '100% bonus sa unang deposit hanggang ₱1,000',
      );
    }
  });
});

import { DEMO_TRIAL_MERCHANT_CODE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../../../test/members.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { members } from '@/db/schema/index.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { createTrialService } from './trial.service.js';

describe('free play', () => {
  it('leaves no trial account behind when its play money cannot be credited', async () => {
    const { db } = await sharedDatabase();
    const id = await merchantIdOf(DEMO_TRIAL_MERCHANT_CODE);
    const site = {
      merchant: { id, code: DEMO_TRIAL_MERCHANT_CODE, isTrial: true },
    } as unknown as MerchantSnapshot;
    let created: number | undefined;
    const trial = createTrialService({
      db,
      merchants: { get: () => Promise.resolve(site) },
      signIn: () => Promise.reject(new Error('not signed in')),
      creditTrial: (tx, _merchantId, memberId) => {
        created = memberId;
        // The member is visible inside the transaction...
        return tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, memberId))
          .then((rows) => {
            expect(rows).toHaveLength(1);
            throw new Error('ledger down');
          });
      },
    });
    await expect(trial.freePlay(site, { ip: '192.0.2.1' } as never)).rejects.toThrow('ledger down');
    expect(created).toBeDefined();
    // ...and gone with it.
    const left = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, created ?? 0));
    expect(left).toEqual([]);
  });
});

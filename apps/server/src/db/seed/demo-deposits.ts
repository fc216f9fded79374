import { DEMO_MERCHANT_CODE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { depositChannels, merchants } from '../schema/index.js';

/**
 * The demo site's payment channels (minor units): a bank transfer to the site's account, the two
 * local e-wallets, and an instant demo channel that needs no transfer (approved as it is made,
 * through the approval path: deposit.service.ts). Account numbers are invented.
 */
export const DEMO_DEPOSIT_CHANNELS: Omit<typeof depositChannels.$inferInsert, 'merchantId'>[] = [
  {
    code: 'BANK',
    kind: 'bank',
    names: { TY: 'Bank transfer', EN: 'Bank transfer' },
    minAmount: 50_000,
    maxAmount: 5_000_000,
    feeMode: 'none',
    feeValue: 0,
    payee: {
      provider: 'BDO Unibank',
      accountName: 'Perlas Play Entertainment Inc.',
      accountNumber: '0012 3456 7890',
    },
    sortOrder: 1,
  },
  {
    code: 'GCASH',
    kind: 'ewallet',
    names: { TY: 'GCash', EN: 'GCash' },
    minAmount: 10_000,
    maxAmount: 2_000_000,
    feeMode: 'percent',
    feeValue: 150,
    payee: { provider: 'GCash', accountName: 'Perlas Play', accountNumber: '0917 555 0123' },
    sortOrder: 2,
  },
  {
    code: 'MAYA',
    kind: 'ewallet',
    names: { TY: 'Maya', EN: 'Maya' },
    minAmount: 10_000,
    maxAmount: 2_000_000,
    feeMode: 'fixed',
    feeValue: 500,
    payee: { provider: 'Maya', accountName: 'Perlas Play', accountNumber: '0918 555 0456' },
    sortOrder: 3,
  },
  {
    code: 'DEMO',
    kind: 'demo',
    names: { TY: 'Demo (instant)', EN: 'Demo (instant)' },
    minAmount: 10_000,
    maxAmount: 1_000_000,
    feeMode: 'none',
    feeValue: 0,
    payee: null,
    sortOrder: 4,
  },
];

export async function seedDemoDeposits(tx: DbOrTx, merchantId: number): Promise<void> {
  await tx
    .insert(depositChannels)
    .values(DEMO_DEPOSIT_CHANNELS.map((channel) => ({ ...channel, merchantId })))
    .onConflictDoNothing();
}

/** Into a demo database seeded before deposits existed: the demo merchant's channels. */
export async function seedDemoDepositsIfMissing(tx: DbOrTx): Promise<void> {
  const [channel] = await tx.select({ id: depositChannels.id }).from(depositChannels).limit(1);
  if (channel) return;
  const [demo] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, DEMO_MERCHANT_CODE));
  if (demo) await seedDemoDeposits(tx, demo.id);
}

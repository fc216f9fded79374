import type { DbOrTx } from '../client.js';
import { depositChannels } from '../schema/index.js';
import { demoMerchantIds, hasRows, insertOnMerchant } from './demo-sites.js';

type Channel = Omit<typeof depositChannels.$inferInsert, 'merchantId'>;

/** An e-wallet channel (₱100 to ₱20,000) paid to the site's account `accountNumber` there. */
const ewallet = (
  code: string,
  name: string,
  feeMode: Channel['feeMode'],
  feeValue: number,
  accountNumber: string,
  sortOrder: number,
): Channel => ({
  code,
  kind: 'ewallet',
  names: { TY: name, EN: name },
  minAmount: 10_000,
  maxAmount: 2_000_000,
  feeMode,
  feeValue,
  payee: { provider: name, accountName: 'Perlas Play', accountNumber },
  sortOrder,
});

/**
 * The demo site's payment channels (minor units): a bank transfer to the site's account, the two
 * local e-wallets, and an instant demo channel that needs no transfer (approved as it is made,
 * through the approval path: deposit.service.ts). Account numbers are invented.
 */
export const DEMO_DEPOSIT_CHANNELS: Channel[] = [
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
  ewallet('GCASH', 'GCash', 'percent', 150, '0917 555 0123', 2),
  ewallet('MAYA', 'Maya', 'fixed', 500, '0918 555 0456', 3),
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
  await insertOnMerchant(tx, depositChannels, DEMO_DEPOSIT_CHANNELS, merchantId);
}

/** Into a demo database seeded before deposits existed: the demo merchant's channels. */
export async function seedDemoDepositsIfMissing(tx: DbOrTx): Promise<void> {
  if (await hasRows(tx, depositChannels.id)) return;
  const [demo] = await demoMerchantIds(tx, false);
  if (demo !== undefined) await seedDemoDeposits(tx, demo);
}

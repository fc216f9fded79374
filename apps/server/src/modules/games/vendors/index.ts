import { INHOUSE_VENDOR } from '@app/contracts';
import type { CatalogueVendor } from '../catalogue.js';
import type { VendorAdapter } from './adapter.js';
import { inhouseAdapter } from './inhouse.js';
import { lotteryAdapter } from './lottery.js';
import { urlPatternAdapter } from './url-pattern.js';

export type { LaunchRequest, LottoOptions, SeamlessAdapter, VendorAdapter } from './adapter.js';

export { fillPattern } from './url-pattern.js';

/** The adapter that opens `vendor`'s games by the vendor's own kind. */
export function vendorAdapter(vendor: CatalogueVendor): VendorAdapter {
  if (vendor.vassalage === INHOUSE_VENDOR) return inhouseAdapter;
  if (vendor.gameType === 'LOTTERY') return lotteryAdapter;
  return urlPatternAdapter;
}

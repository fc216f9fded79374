import {
  DEMO_MERCHANT_CODE,
  DEMO_TRIAL_MERCHANT_CODE,
  whitelabelBlueprintRows,
  type Language,
} from '@app/contracts';
import type { DbTx } from '../client.js';
import { domainRoutes, merchantSettings, merchants, whitelabelModules } from '../schema/index.js';

const SUPPORTED: Language[] = ['TY', 'EN'];

/** Operator-editable settings a new site starts with; links are the merchant's own hosts. */
function demoSettings(merchantId: number) {
  return {
    merchantId,
    maintenance: false,
    regionRestriction: false,
    customerService: [
      { name: 'LIVECHAT', url: '/m/chat' },
      { name: 'EMAIL', url: 'mailto:support@perlasplay.example' },
    ],
    socialLinks: [
      { type: 'FACEBOOK' as const, url: 'https://www.facebook.com/perlasplay.example' },
      { type: 'TELEGRAM' as const, url: 'https://t.me/perlasplay_example' },
      { type: 'TELEGRAM2' as const, url: 'https://t.me/perlasplay_promos_example' },
    ],
    resources: [
      {
        resourceType: 'Android' as const,
        url: 'https://download.perlasplay.example/perlas-play.apk',
      },
      { resourceType: 'IOS' as const, url: 'https://download.perlasplay.example/ios' },
      {
        resourceType: 'MOBILECONFIG' as const,
        url: 'https://download.perlasplay.example/perlas-play.mobileconfig',
      },
      { resourceType: 'AppDownloadIcon' as const, url: '/icons/app-icon.svg' },
    ],
    mobileTemplate: {
      app_background: '#0b1026',
      app_desc: 'Perlas Play: 600+ games, lottery draws every few minutes',
      app_desc_font_color: '#f5f7ff',
      mem_cen: '1',
      dep_func: '1',
    },
    imageCdns: [],
    withdrawalEnabled: true,
    vipBenefitDisplay: true,
  };
}

/** The demo site: its merchant, its trial merchant, settings, white-label tree and host routes. */
/** Seeds the demo merchant and its trial merchant; their ids. */
export async function seedDemoMerchant(tx: DbTx): Promise<{ main: number; trial: number }> {
  const [main, trial] = await tx
    .insert(merchants)
    .values([
      {
        code: DEMO_MERCHANT_CODE,
        name: 'Perlas Play',
        currency: 'PHP',
        currencySymbol: '₱',
        defaultLanguage: 'TY',
        supportedLanguages: SUPPORTED,
        trialMerchantCode: DEMO_TRIAL_MERCHANT_CODE,
      },
      {
        code: DEMO_TRIAL_MERCHANT_CODE,
        name: 'Perlas Play (trial)',
        currency: 'PHP',
        currencySymbol: '₱',
        defaultLanguage: 'TY',
        supportedLanguages: SUPPORTED,
        isTrial: true,
      },
    ])
    .returning({ id: merchants.id });
  if (!main || !trial) throw new Error('seed: merchants were not created');

  await tx.insert(merchantSettings).values([demoSettings(main.id), demoSettings(trial.id)]);
  const modules = whitelabelBlueprintRows();
  await tx
    .insert(whitelabelModules)
    .values(
      [main.id, trial.id].flatMap((merchantId) => modules.map((m) => ({ ...m, merchantId }))),
    );
  await tx.insert(domainRoutes).values([
    { domain: 'localhost', merchantId: main.id },
    { domain: '127.0.0.1', merchantId: main.id },
  ]);
  return { main: main.id, trial: trial.id };
}

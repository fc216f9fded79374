import {
  defaultJackpot,
  type ConsolidatedSettings,
  type DomainRoute,
  type SystemStatus,
} from '@app/contracts';
import type { MerchantSnapshot, MerchantStore } from '../merchant/index.js';

/** The status of a merchant's site as `ip` sees it; no column leaks past here. */
export function systemStatus({ settings }: MerchantSnapshot, ip: string): SystemStatus {
  return {
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    location: { ip },
    info: {
      customerService: settings.customerService,
      resources: settings.resources,
      mobileTemplate: settings.mobileTemplate,
      imageCDNs: settings.imageCdns,
    },
  };
}

export function consolidatedSettings({
  merchant,
  settings,
}: MerchantSnapshot): ConsolidatedSettings {
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    trialMerchantCode: merchant.trialMerchantCode,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    defaultLanguage: merchant.defaultLanguage,
    supportedLanguages: merchant.supportedLanguages,
    customerService: settings.customerService,
    socialLinks: settings.socialLinks,
    resources: settings.resources,
    mobileTemplate: settings.mobileTemplate,
    withdrawalEnabled: settings.withdrawalEnabled,
    vipBenefitDisplay: settings.vipBenefitDisplay,
    imageCDNs: settings.imageCdns,
    jackpot: settings.jackpot ?? defaultJackpot(),
    firebase: settings.firebase,
  };
}

/** Maps a merchant snapshot to the public system answers. */
export function createSystemService({
  merchants,
  defaultMerchantCode,
}: {
  merchants: MerchantStore;
  defaultMerchantCode: string;
}) {
  return {
    status: systemStatus,
    settings: consolidatedSettings,

    /** Host → merchant; a host with no route belongs to the default merchant. */
    async domainRoute(domain: string): Promise<DomainRoute> {
      const code = (await merchants.codeForDomain(domain)) ?? defaultMerchantCode;
      const snapshot = await merchants.get(code);
      return {
        domain,
        merchantCode: code,
        trialMerchantCode: snapshot?.merchant.trialMerchantCode ?? null,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

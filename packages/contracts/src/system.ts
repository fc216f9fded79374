import { z } from 'zod';
import { text } from './text.js';
import { Language } from './language.js';

export const CustomerServiceLink = z.object({ name: z.string(), url: z.string() });
export type CustomerServiceLink = z.infer<typeof CustomerServiceLink>;

/** Download links by platform (SPEC §3 "Download link"). */
export const ResourceType = z.enum(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']);
export const Resource = z.object({ resourceType: ResourceType, url: z.string() });
export type Resource = z.infer<typeof Resource>;

export const SocialType = z.enum(['FACEBOOK', 'TELEGRAM', 'TELEGRAM2']);
export const SocialLink = z.object({ type: SocialType, url: z.string() });
export type SocialLink = z.infer<typeof SocialLink>;

/** SPEC §3 "Mobile template"; mem_cen / dep_func are "1" for the new version, else base. */
export const MobileTemplate = z.object({
  app_background: z.string(),
  app_desc: z.string(),
  app_desc_font_color: z.string(),
  mem_cen: z.string(),
  dep_func: z.string(),
});
export type MobileTemplate = z.infer<typeof MobileTemplate>;

export const SystemStatus = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  info: z.object({
    customerService: z.array(CustomerServiceLink),
    resources: z.array(Resource),
    mobileTemplate: MobileTemplate,
    imageCDNs: z.array(z.string()),
  }),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export { startupMode, type StartupMode } from './startup-mode.js';

export const ConsolidatedSettings = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  trialMerchantCode: z.string().nullable(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: Language,
  supportedLanguages: z.array(Language),
  customerService: z.array(CustomerServiceLink),
  socialLinks: z.array(SocialLink),
  resources: z.array(Resource),
  mobileTemplate: MobileTemplate,
  withdrawalEnabled: z.boolean(),
  vipBenefitDisplay: z.boolean(),
  imageCDNs: z.array(z.string()),
});
export type ConsolidatedSettings = z.infer<typeof ConsolidatedSettings>;

export const DomainRouteQuery = z.object({ domain: text().min(1).max(253).optional() });
export const DomainRoute = z.object({
  domain: z.string(),
  merchantCode: z.string(),
  trialMerchantCode: z.string().nullable(),
});
export type DomainRoute = z.infer<typeof DomainRoute>;

export const Country = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  dialingCode: z.string(),
});
export type Country = z.infer<typeof Country>;

/** SPEC §3 app config: gateways. */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

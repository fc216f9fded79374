import { z } from 'zod';
import { text } from './text.js';
import { JACKPOT_CEILING, JACKPOT_TICK_CHOICES, JACKPOT_TICK_MAX_SECONDS } from './jackpot.js';
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

export * from './jackpot.js';
export { startupMode, type StartupMode } from './startup-mode.js';

/** The jackpot counter as the settings carry it (what JackpotSettings accepted, or the defaults). */
export const Jackpot = z.object({
  min: z.number().int(),
  max: z.number().int(),
  incrementMin: z.number().int(),
  incrementMax: z.number().int(),
  tickSeconds: z.array(z.number().int()),
});
export type Jackpot = z.infer<typeof Jackpot>;

const wholeAmount = () => z.number().int().positive().max(JACKPOT_CEILING);

/**
 * SPEC §4 "Jackpot counter", per merchant: starts at random in [min, max] and grows by a random
 * amount in [incrementMin, incrementMax] after a wait picked from tickSeconds. Errors name the
 * field at fault (max below min, an increment above the range it grows through).
 */
export const JackpotSettings = z
  .object({
    min: wholeAmount(),
    max: wholeAmount(),
    incrementMin: wholeAmount(),
    incrementMax: wholeAmount(),
    tickSeconds: z
      .array(z.number().int().min(1).max(JACKPOT_TICK_MAX_SECONDS))
      .min(1)
      .max(JACKPOT_TICK_CHOICES),
  })
  .refine((value) => value.min <= value.max, {
    path: ['max'],
    message: 'max is below min',
  })
  .refine((value) => value.incrementMin <= value.incrementMax, {
    path: ['incrementMax'],
    message: 'incrementMax is below incrementMin',
  })
  .refine((value) => value.incrementMax <= value.max, {
    path: ['incrementMax'],
    message: 'an increment larger than the jackpot',
  });
export type JackpotSettings = z.infer<typeof JackpotSettings>;

/**
 * A merchant's Firebase web app (SPEC §2 Facebook/Google buttons "when firebase is initialised"):
 * what the Firebase JS SDK is started with. These values are public by Firebase's design (they name
 * the project, they grant nothing); the server checks ID tokens against `projectId`.
 */
export const FirebaseWebConfig = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfig>;

/** The Firebase web app as the operator enters it (the console's site settings). */
export const FirebaseWebConfigInput = z.object({
  apiKey: z.string().trim().min(1).max(100),
  authDomain: z.string().trim().min(1).max(253),
  projectId: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'a Firebase project id'),
  appId: z.string().trim().min(1).max(100),
});

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
  jackpot: Jackpot,
  /** The merchant's Firebase web app; null: none, the social buttons stay hidden. */
  firebase: FirebaseWebConfig.nullable(),
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

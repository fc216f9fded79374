import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigNumber, serialId, stampedNow, flag, integerRef } from './columns.js';
import type {
  CustomerServiceLink,
  FirebaseWebConfig,
  JackpotSettings,
  RegisterSettings,
  Language,
  MobileTemplate,
  Resource,
  SocialLink,
} from '@app/contracts';

/** A white-label site. A trial merchant is its own row, named by its parent's trialMerchantCode. */
export const merchants = pgTable('merchants', {
  id: serialId(),
  code: text().notNull().unique(),
  name: text().notNull(),
  currency: text().notNull(),
  currencySymbol: text().notNull(),
  defaultLanguage: text().$type<Language>().notNull(),
  supportedLanguages: jsonb().$type<Language[]>().notNull(),
  trialMerchantCode: text(),
  isTrial: flag(false),
  createdAt: stampedNow(),
});

/** The merchant a row belongs to; deleting the merchant deletes the row. */
export const merchantRef = () => integerRef(() => merchants.id, 'cascade').notNull();

/** A merchant's own row (a channel, a game, a promotion, a notice …): a serial id and the merchant. */
export const merchantOwnedRow = () => ({ id: serialId(), merchantId: merchantRef() });

/** What the operator tunes per merchant while the site runs. */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: integer()
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  maintenance: flag(false),
  regionRestriction: flag(false),
  customerService: jsonb().$type<CustomerServiceLink[]>().notNull(),
  socialLinks: jsonb().$type<SocialLink[]>().notNull(),
  resources: jsonb().$type<Resource[]>().notNull(),
  mobileTemplate: jsonb().$type<MobileTemplate>().notNull(),
  imageCdns: jsonb().$type<string[]>().notNull(),
  /**
   * Field rules of registration and login (SPEC §5), published at /wps/system/setting/register;
   * null means DEFAULT_REGISTER_SETTINGS of the contracts.
   */
  registerRules: jsonb().$type<RegisterSettings>(),
  withdrawalEnabled: flag(true),
  vipBenefitDisplay: flag(true),
  /** The home page's jackpot counter (SPEC §4, §9); null means DEFAULT_JACKPOT of the contracts. */
  jackpot: jsonb().$type<JackpotSettings>(),
  /**
   * Four eyes: a withdrawal above this many minor units is paid on a second operator's approval
   * (modules/operator/approvals). Null: one operator pays any.
   */
  fourEyesMinor: bigNumber(),
  /** The merchant's Firebase web app for Google/Facebook sign-in; null: none (buttons hidden). */
  firebase: jsonb().$type<FirebaseWebConfig>(),
  updatedAt: stampedNow(),
});

/** Host name → merchant, for requests that carry no Merchant header. */
export const domainRoutes = pgTable('domain_routes', {
  domain: text().primaryKey(),
  merchantId: merchantRef(),
});

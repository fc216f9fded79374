import { parseLanguage, type ConsolidatedSettings, type Language } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { useSettings } from './get-settings';
import { useWhitelabel } from './get-whitelabel';

/** The site a screen runs on: merchant, white-label flags, settings and the current language. */
export type Site = {
  /** True until the flags have loaded (screens built from them wait, see SiteReady). */
  isPending: boolean;
  flags: Readonly<Record<string, boolean>>;
  merchantCode: string;
  merchantName: string;
  /** The first customer-service link of the settings, if any. */
  customerServiceUrl: string | undefined;
  settings: ConsolidatedSettings | undefined;
  language: Language;
};

const NO_FLAGS: Readonly<Record<string, boolean>> = {};

/**
 * The site context every feature reads (features never import each other for it). It is the
 * shared query cache of the site's settings and flags, so any number of callers ask the server
 * once.
 */
export function useSite(): Site {
  const { i18n } = useTranslation();
  const whitelabel = useWhitelabel();
  const { data: settings } = useSettings();
  return {
    isPending: whitelabel.isPending,
    flags: whitelabel.data ?? NO_FLAGS,
    merchantCode: settings?.merchantCode ?? '',
    merchantName: settings?.merchantName ?? '',
    customerServiceUrl: settings?.customerService[0]?.url,
    settings,
    language: parseLanguage(i18n.language),
  };
}

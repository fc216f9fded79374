/** The site context: merchant, white-label flags, settings, field rules, countries, language. */
export { countriesQueryOptions, useCountries } from './get-countries';
export { registerSettingsQueryOptions, useRegisterSettings } from './get-register-settings';
export { settingsQueryOptions, useSettings } from './get-settings';
export { statusQueryOptions, useStatus } from './get-status';
export { useFlag, useWhitelabel, whitelabelQueryOptions } from './get-whitelabel';
export { SiteReady } from './site-ready';
export { useSite, type Site } from './use-site';

export { statusQueryOptions, useStatus } from './api/get-status';
export { useFlag, useWhitelabel, whitelabelQueryOptions } from './api/get-whitelabel';
export { settingsQueryOptions, useSettings } from './api/get-settings';

import type { ConsolidatedSettings } from '@app/contracts/zod-free';

type MobileTemplate = ConsolidatedSettings['mobileTemplate'];
export type TemplateVersion = 'new' | 'base';

/**
 * SPEC §2 and §3: the member centre's (mem_cen) and the deposit detail's (dep_func) version, from
 * the merchant's mobile template: "1" is the new version, anything else the base one.
 */
export function templateOf(template: MobileTemplate | undefined): {
  memberCentre: TemplateVersion;
  deposit: TemplateVersion;
} {
  return {
    memberCentre: template?.mem_cen === '1' ? 'new' : 'base',
    deposit: template?.dep_func === '1' ? 'new' : 'base',
  };
}

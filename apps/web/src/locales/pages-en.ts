import type { ResourceLanguage } from 'i18next';

/**
 * EN's page namespaces in one chunk (see shared/i18n.ts): all but the first load's and the light
 * first pages' own (home, auth, agent, support, redEnvelopes), which keep a chunk each.
 */
export default import.meta.glob<ResourceLanguage>(
  ['./en/*.json', '!./en/{common,frame,account,wallet,home,auth,agent,support,redEnvelopes}.json'],
  { eager: true, import: 'default' },
);

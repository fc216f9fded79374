import { ConsolidatedSettings, Country, SystemStatus, WhitelabelTree } from '@app/contracts';
import type { Language } from '@app/contracts';
import { z } from 'zod';
import { CALLER_SLOT, type AnswerCache } from '@/lib/cached-answer.js';
import { merchantTopic, type MerchantSnapshot } from '../merchant/index.js';
import { listCountries } from './countries.js';
import type { SystemService } from './system.service.js';

/**
 * Keyed by the snapshot's version: a request that resolved its merchant just before a change
 * builds under the old version's key, never under the new one. An operator change of the merchant
 * drops them all.
 */
const ofMerchant = {
  key: ({ merchant, version }: MerchantSnapshot) => `${merchant.code}:${version}`,
  topics: ({ merchant }: MerchantSnapshot) => [merchantTopic(merchant.code)],
  vary: ['Merchant'],
  // Sent again from the front door (lib/front-door.ts) until the merchant changes.
  front: {},
};

/** The public system answers, built once per merchant change (lib/cached-answer.ts). */
export function defineSystemAnswers(answers: AnswerCache, system: SystemService) {
  return {
    status: answers.define({
      name: 'system status',
      schema: SystemStatus,
      ...ofMerchant,
      build: (snapshot) => system.status(snapshot, CALLER_SLOT),
      caller: (request) => request.ip,
    }),
    whitelabel: answers.define({
      name: 'white-label tree',
      schema: WhitelabelTree,
      ...ofMerchant,
      build: (snapshot) => snapshot.whitelabel,
    }),
    settings: answers.define({
      name: 'consolidated settings',
      schema: ConsolidatedSettings,
      ...ofMerchant,
      build: (snapshot) => system.settings(snapshot),
    }),
    // The list is the same for every merchant; the merchant picks the language when none is sent.
    countries: answers.define({
      name: 'country list',
      schema: z.array(Country),
      key: (language: Language) => language,
      topics: () => [],
      vary: ['Merchant', 'Language'],
      front: {},
      build: listCountries,
    }),
  };
}

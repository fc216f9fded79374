import { describe, expect, it } from 'vitest';
import { createLocalBus } from '@/db/change-bus.js';
import type {
  MerchantRepository,
  MerchantRow,
  MerchantSettingsRow,
} from './merchant.repository.js';
import { createMerchantStore, MAX_CACHED_KEYS } from './merchant.store.js';

const at = new Date(0);
const merchantRow = (code: string): MerchantRow => ({
  id: code.length,
  code,
  name: code,
  currency: 'PHP',
  currencySymbol: '₱',
  defaultLanguage: 'TY',
  supportedLanguages: ['TY', 'EN'],
  trialMerchantCode: null,
  isTrial: false,
  createdAt: at,
});
const settingsRow = (merchantId: number): MerchantSettingsRow => ({
  merchantId,
  maintenance: false,
  regionRestriction: false,
  firebase: null,
  customerService: [],
  socialLinks: [],
  resources: [],
  registerRules: null,
  jackpot: null,
  fourEyesMinor: null,
  mobileTemplate: {
    app_background: '',
    app_desc: '',
    app_desc_font_color: '',
    mem_cen: '1',
    dep_func: '1',
  },
  imageCdns: [],
  withdrawalEnabled: true,
  vipBenefitDisplay: true,
  updatedAt: at,
});

/** A repository that knows DEMO and OTHER and counts what it is asked. */
function fakeRepo() {
  const loads = { merchants: 0, domains: 0 };
  const known = new Set(['DEMO', 'OTHER']);
  const repo: MerchantRepository = {
    findByCode: (code) => {
      loads.merchants++;
      return Promise.resolve(known.has(code) ? merchantRow(code) : undefined);
    },
    findCodeByDomain: (domain) => {
      loads.domains++;
      return Promise.resolve(domain === 'localhost' ? 'DEMO' : undefined);
    },
    findSettings: (id) => Promise.resolve(settingsRow(id)),
    listModules: (merchantId) =>
      Promise.resolve([{ merchantId, modId: 'REG3', parentModId: null, enabled: true, sort: 0 }]),
    updateSwitches: () => Promise.resolve(),
    setModuleEnabled: () => Promise.resolve(true),
  };
  return { repo, loads };
}

describe('merchant store', () => {
  it('loads a merchant once and serves the snapshot from memory', async () => {
    const { repo, loads } = fakeRepo();
    const store = createMerchantStore({ repo, bus: createLocalBus() });
    const [a, b] = await Promise.all([store.get('DEMO'), store.get('DEMO')]);
    await store.get('DEMO');
    expect(a).toBe(b);
    expect(a?.flags).toEqual({ REG3: true });
    expect(loads.merchants).toBe(1);
  });

  it('drops the snapshot when a change to that merchant comes over the bus', async () => {
    const { repo, loads } = fakeRepo();
    const bus = createLocalBus();
    const store = createMerchantStore({ repo, bus });
    await store.get('DEMO');
    await store.get('OTHER');
    await bus.publish('merchant:DEMO');
    await store.get('DEMO');
    await store.get('OTHER');
    expect(loads.merchants).toBe(3);
  });

  it('drops cached domain routes on any merchant change', async () => {
    const { repo, loads } = fakeRepo();
    const bus = createLocalBus();
    const store = createMerchantStore({ repo, bus });
    expect(await store.codeForDomain('LocalHost')).toBe('DEMO');
    await store.codeForDomain('localhost');
    await bus.publish('merchant:OTHER');
    await store.codeForDomain('localhost');
    expect(loads.domains).toBe(2);
  });

  it('stops listening once closed', async () => {
    const { repo, loads } = fakeRepo();
    const bus = createLocalBus();
    const store = createMerchantStore({ repo, bus });
    await store.get('DEMO');
    store.close();
    await bus.publish('merchant:DEMO');
    await store.get('DEMO');
    expect(loads.merchants).toBe(1);
  });

  it('gives equal trees equal ETags, so every instance answers If-None-Match alike', async () => {
    const one = createMerchantStore({ repo: fakeRepo().repo, bus: createLocalBus() });
    const two = createMerchantStore({ repo: fakeRepo().repo, bus: createLocalBus() });
    await two.get('OTHER');
    const [a, b] = await Promise.all([one.get('DEMO'), two.get('DEMO')]);
    expect(a?.version).not.toBe(b?.version);
    expect(a?.whitelabelEtag).toBe(b?.whitelabelEtag);
  });

  it('keeps a bounded number of unknown hosts in memory', async () => {
    const { repo, loads } = fakeRepo();
    const store = createMerchantStore({ repo, bus: createLocalBus() });
    for (let i = 0; i <= MAX_CACHED_KEYS; i++) await store.codeForDomain(`host-${i}.example`);
    await store.codeForDomain(`host-${MAX_CACHED_KEYS}.example`);
    await store.codeForDomain('host-0.example');
    expect(loads.domains).toBe(MAX_CACHED_KEYS + 2);
  });
});

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  parseLanguage,
  type Language,
} from '@app/contracts/zod-free';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import tyAccount from '../locales/ty/account.json';
import tyCommon from '../locales/ty/common.json';
import tyFrame from '../locales/ty/frame.json';
import tyWallet from '../locales/ty/wallet.json';
import { rememberLanguageCookie } from './site/served-shell';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The first screen's namespaces in the default language ship with the first load. Everything else
 * (EN, and namespaces only pages use, e.g. auth) is fetched when needed: at start-up for a visitor
 * who chose EN, and beside a lazy page's chunk (loadPageNamespaces). A new feature namespace lands
 * in src/locales/{en,ty}/ and is found by the globs below (and in locales/pages-*.ts).
 */
const FIRST_LOAD: Record<string, ResourceLanguage> = {
  common: tyCommon,
  frame: tyFrame,
  account: tyAccount,
  wallet: tyWallet,
};
const PAGE_NAMESPACES = [
  'auth',
  'help',
  'notices',
  'inbox',
  'support',
  'feedback',
  'games',
  'inhouse',
  'records',
  'lottery',
  'mine',
  'security',
  'deposit',
  'withdraw',
  'transactions',
  'responsibleGaming',
  'profitLoss',
  'transfer',
  'downlineTransfer',
  'redEnvelopes',
  'rebate',
  'promotions',
  'rewards',
  'referral',
  'leaderboard',
  'agentAccounts',
  'agentRebates',
  'agentContracts',
  'agentDividend',
  'team',
  'teamBetting',
  'teamOverview',
  'teamPnl',
];

/**
 * The light first pages' own namespaces (and EN's first-load ones): a chunk each, so a first page
 * fetches only its own texts.
 */
const ownBundles = import.meta.glob<{ default: ResourceLanguage }>([
  '../locales/*/{common,frame,account,wallet,home,auth,agent,support,redEnvelopes}.json',
  '!../locales/ty/{common,frame,account,wallet}.json',
]);
/**
 * Every other page's namespaces, one chunk per language: a page opened later evaluates one module
 * instead of thirty (each a task of its own on a low-end phone, issue 32).
 */
const pageBundles: Record<string, () => Promise<{ default: Record<string, ResourceLanguage> }>> = {
  ty: () => import('../locales/pages-ty'),
  en: () => import('../locales/pages-en'),
};

function loadBundle(language: string, namespace: string): Promise<ResourceLanguage> {
  const lng = language.toLowerCase();
  const own = ownBundles[`../locales/${lng}/${namespace}.json`];
  if (own) return own().then((module) => module.default);
  const pages = pageBundles[lng];
  if (!pages) return Promise.reject(new Error(`no translations ${language}/${namespace}`));
  return pages().then((module) => {
    const bundle = module.default[`./${lng}/${namespace}.json`];
    if (!bundle) throw new Error(`no translations ${language}/${namespace}`);
    return bundle;
  });
}

/** i18next backend reading the bundles above. */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadBundle(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The remembered language, else TY (the site's local default). */
export function initialLanguage(): Language {
  return parseLanguage(storage.get(STORAGE_KEYS.language), DEFAULT_LANGUAGE);
}

export async function initI18n(lng: Language = initialLanguage()) {
  if (i18n.isInitialized) return i18n;
  await i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      resources: { [DEFAULT_LANGUAGE]: FIRST_LOAD },
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['TY', 'EN'],
      ns: Object.keys(FIRST_LOAD),
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  applyDocumentLanguage(lng);
  // As the change starts, before any text of the new language can show (a lazy page's bundle may
  // render first): <html lang> never names the old language under the new texts. The end of the
  // change sets it again, to the language that stuck (the old one if its bundle failed).
  i18n.on('languageChanging', (next) => applyDocumentLanguage(parseLanguage(next)));
  i18n.on('languageChanged', (next) => applyDocumentLanguage(parseLanguage(next)));
  return i18n;
}

/** The namespaces of lazy pages, loaded beside a page's chunk so the page never waits for them. */
export async function loadPageNamespaces(): Promise<void> {
  await i18n.loadNamespaces(PAGE_NAMESPACES);
}

/**
 * A light first page's own namespaces, and nothing more: the other pages' load with the first of
 * them the member opens. Loading them all while the browser looked idle cost a low-end phone 33
 * module evaluations right after the login page painted (issue 32: 5 s of blocking in Lighthouse).
 */
export async function loadOwnNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.language);
}

function applyDocumentLanguage(lng: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_TAGS[lng];
  rememberLanguageCookie(lng);
}

/** Switches at once and remembers the choice. */
export async function changeLanguage(lng: Language) {
  storage.set(STORAGE_KEYS.language, lng);
  try {
    await i18n.changeLanguage(lng);
  } finally {
    applyDocumentLanguage(currentLanguage());
  }
}

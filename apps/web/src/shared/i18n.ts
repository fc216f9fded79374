import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, parseLanguage, type Language } from '@app/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from '../locales/en/account.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enFrame from '../locales/en/frame.json';
import enWallet from '../locales/en/wallet.json';
import tyAccount from '../locales/ty/account.json';
import tyAuth from '../locales/ty/auth.json';
import tyCommon from '../locales/ty/common.json';
import tyFrame from '../locales/ty/frame.json';
import tyWallet from '../locales/ty/wallet.json';
import { STORAGE_KEYS, storage } from './storage';

/** One namespace per feature; features add theirs to this table. */
export const resources = {
  TY: { common: tyCommon, frame: tyFrame, auth: tyAuth, account: tyAccount, wallet: tyWallet },
  EN: { common: enCommon, frame: enFrame, auth: enAuth, account: enAccount, wallet: enWallet },
} as const;

export const i18n = i18next.createInstance();

/** The remembered language, else TY (the site's local default). */
export function initialLanguage(): Language {
  return parseLanguage(storage.get(STORAGE_KEYS.language), DEFAULT_LANGUAGE);
}

export async function initI18n(lng: Language = initialLanguage()) {
  if (i18n.isInitialized) return i18n;
  await i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['TY', 'EN'],
    ns: Object.keys(resources.TY),
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  applyDocumentLanguage(lng);
  return i18n;
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.language);
}

function applyDocumentLanguage(lng: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[lng];
}

/** Switches at once and remembers the choice. */
export async function changeLanguage(lng: Language) {
  storage.set(STORAGE_KEYS.language, lng);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

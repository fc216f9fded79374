import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enFrame from './en/frame.json';
import enHelp from './en/help.json';
import enHome from './en/home.json';
import enNotices from './en/notices.json';
import enWallet from './en/wallet.json';
import tyAccount from './ty/account.json';
import tyAuth from './ty/auth.json';
import tyCommon from './ty/common.json';
import tyFrame from './ty/frame.json';
import tyHelp from './ty/help.json';
import tyHome from './ty/home.json';
import tyNotices from './ty/notices.json';
import tyWallet from './ty/wallet.json';

/**
 * Every translation, by language and namespace (one namespace per feature; features add theirs
 * here), for the tests that compare the languages. The app itself loads them through
 * shared/i18n.ts: the first screen's in the first load, the others when a page needs them.
 */
export const resources = {
  TY: {
    common: tyCommon,
    frame: tyFrame,
    auth: tyAuth,
    account: tyAccount,
    wallet: tyWallet,
    help: tyHelp,
    notices: tyNotices,
    home: tyHome,
  },
  EN: {
    common: enCommon,
    frame: enFrame,
    auth: enAuth,
    account: enAccount,
    wallet: enWallet,
    help: enHelp,
    notices: enNotices,
    home: enHome,
  },
} as const;

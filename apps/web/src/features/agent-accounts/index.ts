export { AffiliateLinksPage } from './components/affiliate-links-page';
export { OpenAccountPage } from './components/open-account-page';
export { AFFILIATE_LINKS_PATH, OPEN_ACCOUNT_PATH } from './constants';

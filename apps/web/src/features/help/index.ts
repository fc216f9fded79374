export { HelpDetailPage } from './components/help-detail-page';
export { HelpPage } from './components/help-page';
export { HELP_DETAIL_PATH, HELP_PATH } from './constants';

export { GameRecordPage } from './components/records-page';

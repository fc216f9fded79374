export { UplineTransferPage } from './components/upline-transfer-page';

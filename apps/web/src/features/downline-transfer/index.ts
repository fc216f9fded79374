export { DownlineTransferPage } from './components/downline-transfer-page';

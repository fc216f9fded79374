export { VoucherCenterPage } from './components/voucher-center-page';
export { DepositReportPage } from './components/vou-report-page';

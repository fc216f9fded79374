export { ManualRebatePage } from './components/manual-rebate-page';
export { RebateReportPage } from './components/rebate-report-page';

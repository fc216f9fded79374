export { WithdrawPage, type BankCardsQuery } from './components/withdraw-page';
export { WithdrawReportPage } from './components/withdraw-report-page';

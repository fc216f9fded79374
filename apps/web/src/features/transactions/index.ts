export { TransactionsPage } from './components/transactions-page';

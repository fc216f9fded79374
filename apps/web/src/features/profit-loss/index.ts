export { ProfitLossPage } from './components/profit-loss-page';

export { Balance } from './components/balance';
export { balanceVisibility, useBalanceHidden } from './hooks/use-balance-visibility';

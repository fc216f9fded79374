export { Balance } from './components/balance';
export { BalanceBreakdown } from './components/balance-breakdown';
export { balanceVisibility, useBalanceHidden } from './hooks/use-balance-visibility';

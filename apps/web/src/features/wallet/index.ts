export { balanceQueryOptions, useBalance, useRefreshBalance } from './api/get-balance';
export { Balance } from './components/balance';
export { balanceVisibility, useBalanceHidden } from './hooks/use-balance-visibility';
export { formatAmount } from './format-amount';

import { useBankCards } from '@/features/security/api/security';
import { WithdrawPage, WithdrawReportPage } from '@/features/withdraw';

/**
 * Lazy route modules of withdrawals (/m/withdraw, /m/withdrawReport). The form pays out to the
 * cards bound in the security centre: its query is handed in here, since features do not import
 * each other (only the query's module, not the security centre's screens, joins this chunk).
 */
export const WithdrawRoute = () => <WithdrawPage cards={useBankCards()} />;
export const WithdrawReportRoute = () => <WithdrawReportPage />;

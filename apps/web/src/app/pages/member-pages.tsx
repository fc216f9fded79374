import { Balance, BalanceBreakdown } from '@/features/wallet';
import { MinePage } from '@/features/mine';
import { SecurityCenterPage } from '@/features/security';
import { SiteReady } from '@/shared/site/site-ready';

/**
 * Lazy route modules of the member centre (/m/mine, /m/member/home) and the security centre.
 * The member centre's list follows the white-label flags: it waits for them. Its balance is the
 * wallet's (star mask and refresh), composed in here since features do not import each other.
 */
export const MineRoute = () => (
  <SiteReady>
    <MinePage
      balance={
        <>
          <Balance className="mine-balance-amount" />
          <BalanceBreakdown />
        </>
      }
    />
  </SiteReady>
);
export const SecurityCenterRoute = () => <SecurityCenterPage />;

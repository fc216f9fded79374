import type { DepositCreateResult, DepositRequest } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { templateOf } from '@/shared/site/templates';
import { useSite } from '@/shared/site/use-site';
import { RECENT_FILTER, RecentRequests, useCurrentRequest } from '@/shared/records/recent-requests';
import { QueryState } from '@/shared/ui/query-state';
import { useChannels } from '../api/get-channels';
import { useDeposits } from '../api/get-deposits';
import { useApprovalWatch } from '../hooks/use-approval-watch';
import { DepositForm } from './deposit-form';
import { DepositItem, StatusPill } from './deposit-item';
import { PayeeDetails } from './payee-details';
import './deposit.css';
import './deposit-records.css';

/**
 * /m/voucherCenter: choose a channel, an amount (quick chips, limits and fee shown), confirm;
 * the request then waits for an operator, with the transfer's details (payee, amount, reference)
 * to copy. Recent requests below, each pending one cancellable.
 */
export function VoucherCenterPage() {
  const { t, i18n } = useTranslation('deposit');
  const { money } = useMoney();
  const { settings } = useSite();
  const channels = useChannels(i18n.language);
  const recent = useDeposits(i18n.language, RECENT_FILTER);
  useApprovalWatch(recent.data?.list);
  const [current, setCreated] = useCurrentRequest<DepositCreateResult, DepositRequest>(
    recent.data?.list,
  );

  return (
    <section className="deposit-page" aria-labelledby="deposit-title">
      <header className="deposit-hero">
        <h2 id="deposit-title">{t('title')}</h2>
        <p>{t('lead')}</p>
      </header>
      {current ? (
        <article className="deposit-card deposit-pending" aria-live="polite">
          <div className="deposit-pending-head">
            <h3>{t(`created.${current.status}`)}</h3>
            <StatusPill status={current.status} />
          </div>
          {current.status === 'pending' && (
            <PayeeDetails
              request={current}
              version={templateOf(settings?.mobileTemplate).deposit}
            />
          )}
          {current.status === 'approved' && (
            <p className="deposit-credited">
              {t('created.credited', { amount: money(current.credit) })}
            </p>
          )}
          <Button block className="deposit-again" onClick={() => setCreated(undefined)}>
            {t('created.again')}
          </Button>
        </article>
      ) : (
        <QueryState query={channels} isEmpty={(data) => data.channels.length === 0}>
          {(data) => (
            <DepositForm
              channels={data.channels}
              limitRoom={data.limitRoom}
              onCreated={setCreated}
            />
          )}
        </QueryState>
      )}
      <RecentRequests
        ns="deposit"
        prefix="deposit"
        level="h3"
        to="/m/vouReport"
        list={recent.data?.list}
        renderRow={(request) => <DepositItem request={request} />}
      />
    </section>
  );
}

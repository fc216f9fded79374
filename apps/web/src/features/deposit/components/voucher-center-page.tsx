import type { DepositCreateResult } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { templateOf } from '@/shared/site/templates';
import { useSite } from '@/shared/site/use-site';
import { QueryState } from '@/shared/ui/query-state';
import { useChannels } from '../api/get-channels';
import { useDeposits } from '../api/get-deposits';
import { useApprovalWatch } from '../hooks/use-approval-watch';
import { DepositForm } from './deposit-form';
import { DepositItem, StatusPill } from './deposit-item';
import { PayeeDetails } from './payee-details';
import './deposit.css';
import './deposit-records.css';

/** Requests the voucher centre lists under the form (the record screen has them all). */
const RECENT = 5;

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
  const recent = useDeposits(i18n.language, { period: '30d', status: 'all', pageSize: RECENT });
  useApprovalWatch(recent.data?.list);
  const [created, setCreated] = useState<DepositCreateResult>();
  // The request on screen as the list last saw it (approved meanwhile, cancelled …).
  const current = created && (recent.data?.list.find((r) => r.id === created.id) ?? created);

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
      <section className="deposit-recent" aria-labelledby="deposit-recent-title">
        <div className="deposit-recent-head">
          <h3 id="deposit-recent-title">{t('recent.title')}</h3>
          <Link to="/m/vouReport">{t('recent.all')}</Link>
        </div>
        {recent.data && recent.data.list.length > 0 ? (
          <ul className="deposit-list">
            {recent.data.list.map((request) => (
              <DepositItem key={request.id} request={request} />
            ))}
          </ul>
        ) : (
          <p className="deposit-recent-empty">{t('recent.empty')}</p>
        )}
      </section>
    </section>
  );
}

import type { DownlineTransferInfo, DownlineTransferResult } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useResultHeading } from '@/shared/form/use-result-heading';
import { useMoney } from '@/shared/money';
import { ShieldIcon, UserIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { useDownlineTransferInfo } from '../api/downline-transfer';
import { DownlineTransferForm } from './downline-transfer-form';
import './downline-transfer.css';

/**
 * /m/agent/transfer?to=<memberId> (from the team list's row): the receiver, the agent's cash and
 * the form; the transfer made is shown until the agent starts another.
 */
export function DownlineTransferPage() {
  const [params] = useSearchParams();
  const to = Number(params.get('to') ?? 0);
  const info = useDownlineTransferInfo(Number.isSafeInteger(to) ? to : 0);
  const [done, setDone] = useState<DownlineTransferResult>();
  const { t } = useTranslation('downlineTransfer');
  if (!(to > 0)) return <Notice title={t('missing.title')} body={t('missing.body')} />;
  return (
    <section className="dt-page">
      <QueryState query={info} skeletonRows={3}>
        {(data) => (
          <>
            <Receiver info={data} />
            {done ? (
              <Result result={done} onAgain={() => setDone(undefined)} />
            ) : data.paymentPasswordSet ? (
              <DownlineTransferForm info={data} onDone={setDone} />
            ) : (
              <Notice title={t('setup.title')} body={t('setup.body')} link="/m/securityCenter" />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function Receiver({ info }: { info: DownlineTransferInfo }) {
  const { t } = useTranslation('downlineTransfer');
  const { money } = useMoney();
  return (
    <header className="dt-hero">
      <div className="dt-receiver">
        <span className="dt-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div className="dt-who">
          <h2 className="dt-label">{t('hero.to')}</h2>
          <p className="dt-name" data-testid="dt-name">
            {info.to.customerName}
          </p>
          {info.to.nickname && <p className="dt-nickname">{info.to.nickname}</p>}
        </div>
      </div>
      <div className="dt-available">
        <h2 className="dt-label">{t('hero.available')}</h2>
        <p className="dt-figure" data-testid="dt-available">
          {money(info.available)}
        </p>
      </div>
      <p className="dt-note">{t('hero.note')}</p>
    </header>
  );
}

function Result({ result, onAgain }: { result: DownlineTransferResult; onAgain: () => void }) {
  const { t, i18n } = useTranslation('downlineTransfer');
  const { money } = useMoney();
  const heading = useResultHeading();
  return (
    <article className="dt-card dt-result" aria-labelledby="dt-result-title" aria-live="polite">
      <h2 id="dt-result-title" ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <p className="dt-figure dt-result-amount" data-testid="dt-result-amount">
        {money(result.amount)}
      </p>
      <dl className="dt-details">
        <div>
          <dt>{t('result.to')}</dt>
          <dd>{result.to.customerName}</dd>
        </div>
        <div>
          <dt>{t('result.time')}</dt>
          <dd>{formatDateTime(result.createdAt, parseLanguage(i18n.language))}</dd>
        </div>
        <div>
          <dt>{t('result.balance')}</dt>
          <dd>{money(result.balance)}</dd>
        </div>
      </dl>
      <div className="dt-actions">
        <Button block onClick={onAgain}>
          {t('result.again')}
        </Button>
        <Link to="/m/transaction/record?types=A" className="dt-link">
          {t('result.record')}
        </Link>
      </div>
    </article>
  );
}

/** Nothing to send yet: no receiver chosen, or no payment password. */
function Notice({ title, body, link }: { title: string; body: string; link?: string }) {
  const { t } = useTranslation('downlineTransfer');
  return (
    <section className="dt-card dt-notice" aria-labelledby="dt-notice-title">
      <span className="dt-notice-icon" aria-hidden="true">
        <ShieldIcon />
      </span>
      <h2 id="dt-notice-title">{title}</h2>
      <p>{body}</p>
      <Link to={link ?? '/m/member/team'} className="pill pill-gold dt-notice-link">
        {link ? t('setup.action') : t('missing.action')}
      </Link>
    </section>
  );
}

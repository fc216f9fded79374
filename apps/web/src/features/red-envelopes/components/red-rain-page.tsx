import type { RedEnvelopeInfo, RedEnvelopeResult } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResultHeading } from '@/shared/form/use-result-heading';
import { useMoney } from '@/shared/money';
import { QueryState } from '@/shared/ui/query-state';
import { useRainInfo } from '../api/red-envelopes';
import { EnvelopeArt } from '@/shared/ui/red-envelope-art';
import { RainForm } from './rain-form';
import './red-rain.css';

/**
 * /m/redRain (AGENTRANSMULTDOWN3): the agent's red envelope rain — who, how it is shared, how
 * much, the payment password; then each member's share.
 */
export function RedRainPage() {
  const info = useRainInfo();
  const [done, setDone] = useState<RedEnvelopeResult>();
  return (
    <section className="rr-page">
      <QueryState query={info} skeletonRows={4}>
        {(data) => (
          <>
            <Hero info={data} />
            {done ? (
              <Sent result={done} onAgain={() => setDone(undefined)} />
            ) : data.paymentPasswordSet ? (
              <RainForm info={data} onDone={setDone} />
            ) : (
              <SetupPassword />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function Hero({ info }: { info: RedEnvelopeInfo }) {
  const { t } = useTranslation('redEnvelopes');
  const { money } = useMoney();
  return (
    <header className="rr-hero">
      <div className="rr-hero-text">
        <h2 className="rr-title">{t('hero.title')}</h2>
        <p className="rr-lead">{t('hero.lead')}</p>
        <p className="rr-available">
          <span>{t('hero.available')}</span>
          <strong data-testid="rr-available">{money(info.available)}</strong>
        </p>
      </div>
      <EnvelopeArt className="rr-hero-art" />
    </header>
  );
}

function Sent({ result, onAgain }: { result: RedEnvelopeResult; onAgain: () => void }) {
  const { t } = useTranslation('redEnvelopes');
  const { money } = useMoney();
  const heading = useResultHeading();
  const count = result.shares.length;
  return (
    <article className="rr-card rr-result" aria-labelledby="rr-result-title" aria-live="polite">
      <EnvelopeArt className="rr-result-art" />
      <h2 id="rr-result-title" ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <p className="rr-result-lead">{t('result.lead', { amount: money(result.amount), count })}</p>
      <ol className="rr-shares" data-testid="rr-shares">
        {result.shares.map((share) => (
          <li key={share.customerId}>
            <span className="rr-share-name">{share.customerName}</span>
            <span className="rr-share-amount">{money(share.amount)}</span>
          </li>
        ))}
      </ol>
      <p className="rr-result-balance">{t('result.balance', { amount: money(result.balance) })}</p>
      <div className="rr-actions">
        <Button block onClick={onAgain}>
          {t('result.again')}
        </Button>
        <Link to="/m/transaction/record?types=A" className="rr-link">
          {t('result.record')}
        </Link>
      </div>
    </article>
  );
}

function SetupPassword() {
  const { t } = useTranslation('redEnvelopes');
  return (
    <section className="rr-card rr-setup" aria-labelledby="rr-setup-title">
      <h2 id="rr-setup-title">{t('setup.title')}</h2>
      <p>{t('setup.body')}</p>
      <Link to="/m/securityCenter" className="pill pill-gold">
        {t('setup.action')}
      </Link>
    </section>
  );
}

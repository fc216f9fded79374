import type { RedEnvelopeInfo, RedEnvelopeResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { PayFlow } from '@/shared/form/pay-flow';
import { SetupPasswordNotice } from '@/shared/form/pay-notice';
import { PayResult } from '@/shared/form/pay-result';
import { useMoney } from '@/shared/money';
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
  return (
    <section className="rr-page">
      <PayFlow<RedEnvelopeInfo, RedEnvelopeResult>
        query={info}
        skeletonRows={4}
        hero={(data) => <Hero info={data} />}
        form={(props) => <RainForm {...props} />}
        result={(done, onAgain) => <Sent result={done} onAgain={onAgain} />}
        setup={<SetupPasswordNotice ns="redEnvelopes" prefix="rr" />}
      />
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

/** Every member's share of the rain just sent. */
function Sent({ result, onAgain }: { result: RedEnvelopeResult; onAgain: () => void }) {
  const { t } = useTranslation('redEnvelopes');
  const { money } = useMoney();
  const count = result.shares.length;
  return (
    <PayResult
      ns="redEnvelopes"
      prefix="rr"
      mark={<EnvelopeArt className="rr-result-art" />}
      record="/m/transaction/record?types=A"
      onAgain={onAgain}
    >
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
    </PayResult>
  );
}

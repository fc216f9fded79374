import type { OpenedEnvelope } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshBalance } from '@/shared/balance';
import { useMoney } from '@/shared/money';
import { EnvelopeArt } from '@/shared/ui/red-envelope-art';
import { useOpenEnvelope, useUnopenedEnvelopes } from '../api/red-envelopes';
import './red-envelope.css';

/**
 * A red envelope from the member's agent, waiting on home: the sealed envelope and who sent it;
 * a tap opens it (a short flap-and-rise animation, none with reduced motion) and shows the share,
 * already in the wallet. "Later" keeps it for the next visit; "Close" ends this visit's envelopes.
 */
export function RedEnvelope() {
  const { t } = useTranslation('redEnvelopes');
  const { money } = useMoney();
  const waiting = useUnopenedEnvelopes();
  const open = useOpenEnvelope();
  const refreshBalance = useRefreshBalance();
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState<OpenedEnvelope>();
  const [isHidden, setHidden] = useState(false);
  const action = useRef<HTMLButtonElement>(null);
  const list = waiting.data?.list ?? [];
  const envelope = list[index];
  useEffect(() => {
    action.current?.focus();
  }, [envelope?.id, opened]);
  if (isHidden || !envelope) return null;

  const next = () => {
    setOpened(undefined);
    open.reset();
    if (index + 1 < list.length) setIndex(index + 1);
    else setHidden(true);
  };
  const tear = () =>
    open.mutate(envelope.id, {
      onSuccess: (result) => {
        setOpened(result);
        void refreshBalance();
      },
    });
  const titleId = `re-title-${envelope.id}`;
  return (
    <div className="re-backdrop">
      <section
        className={`re-card${opened ? ' is-open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="visually-hidden">
          {t('envelope.dialog', { from: envelope.from })}
        </h2>
        <div className="re-envelope" aria-hidden="true">
          <span className="re-flap" />
          <EnvelopeArt className="re-art" />
        </div>
        {opened ? (
          <div className="re-reveal" aria-live="polite">
            <p className="re-got">{t('envelope.got')}</p>
            <p className="re-amount" data-testid="re-amount">
              {money(opened.amount)}
            </p>
            <p className="re-note">{t('envelope.in_wallet')}</p>
            <button ref={action} type="button" className="re-button" onClick={next}>
              {index + 1 < list.length ? t('envelope.next') : t('envelope.close')}
            </button>
          </div>
        ) : (
          <div className="re-sealed">
            <p className="re-from">{t('envelope.from', { from: envelope.from })}</p>
            <p className="re-wish">{t('envelope.wish')}</p>
            {open.isError && (
              <p className="re-error" role="alert">
                {t('envelope.failed')}
              </p>
            )}
            <button
              ref={action}
              type="button"
              className="re-button re-open"
              disabled={open.isPending}
              onClick={tear}
            >
              {open.isPending ? t('envelope.opening') : t('envelope.open')}
            </button>
            <button type="button" className="re-later" onClick={() => setHidden(true)}>
              {t('envelope.later')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

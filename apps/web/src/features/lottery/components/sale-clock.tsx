import { useTranslation } from 'react-i18next';
import { useLotteryClock } from '../lib/clock';
import { formatCountdown, isNearEnd, NO_COUNTDOWN } from '../lib/countdown';

type Props = {
  /** When sales close on this phone's clock (saleDeadline), or null when not on sale. */
  deadline: number | null;
  size?: 'small' | 'large';
};

/**
 * The sale indicator and countdown of a draw (SPEC §4 countdown widget): open with hh:mm:ss to
 * the close, counting on the shared 500 ms clock, urgent under 6 s; closed with --:--:-- when not
 * on sale or run out. Only this text re-renders as the clock ticks.
 */
export function SaleClock({ deadline, size = 'small' }: Props) {
  return deadline === null ? (
    <ClockFace leftMs={null} size={size} />
  ) : (
    <TickingClock deadline={deadline} size={size} />
  );
}

function TickingClock({ deadline, size }: { deadline: number; size: 'small' | 'large' }) {
  const now = useLotteryClock();
  return <ClockFace leftMs={deadline - now} size={size} />;
}

function ClockFace({ leftMs, size }: { leftMs: number | null; size: 'small' | 'large' }) {
  const { t } = useTranslation('lottery');
  const open = leftMs !== null && leftMs > 0;
  const text = formatCountdown(leftMs);
  const state = isNearEnd(leftMs) ? 'is-near-end' : open ? 'is-open' : 'is-closed';
  return (
    <span className={`sale-clock is-${size} ${state}`} data-testid="sale-clock">
      <span className="sale-clock-label">
        <span className="sale-dot" aria-hidden="true" />
        {open ? t('sale.closes_in') : t('sale.closed')}
      </span>
      <span
        className="sale-clock-time"
        role="timer"
        aria-label={open ? t('sale.time_left', { time: text }) : t('sale.closed')}
      >
        {open ? text : NO_COUNTDOWN}
      </span>
    </span>
  );
}

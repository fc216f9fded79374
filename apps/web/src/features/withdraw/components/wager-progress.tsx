import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';

/**
 * A wager to play through (a bonus's, or the deposits' turnover) as a section: its title with
 * `aside` beside it, the progress bar, the figures in words (`<kind>.progress`), then `children`.
 */
export function WagerSection({
  kind,
  wagered,
  required,
  aside,
  isThin = false,
  children,
}: {
  kind: 'bonus' | 'turnover';
  wagered: number;
  required: number;
  aside: ReactNode;
  /** A slimmer bar, for a bonus under the turnover. */
  isThin?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const titleId = `withdraw-${kind}-title`;
  const progress = t(`${kind}.progress`, { wagered: money(wagered), required: money(required) });
  return (
    <section className={`withdraw-${kind}`} aria-labelledby={titleId}>
      <div className="withdraw-turnover-head">
        <h2 id={titleId}>{t(`${kind}.title`)}</h2>
        {aside}
      </div>
      <WagerProgress
        labelledBy={titleId}
        className={isThin ? 'withdraw-progress withdraw-progress-thin' : 'withdraw-progress'}
        wagered={wagered}
        required={required}
        text={progress}
      />
      <p className={`withdraw-${kind}-progress`}>{progress}</p>
      {children}
    </section>
  );
}

/**
 * A progress bar of what has been wagered against what is required (a bonus's or the deposits'
 * turnover), named by the heading `labelledBy`; `text` reads the figures out.
 */
function WagerProgress({
  labelledBy,
  className,
  wagered,
  required,
  text,
}: {
  labelledBy: string;
  className: string;
  wagered: number;
  required: number;
  text: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={Math.min(wagered, required)}
      aria-valuetext={text}
    >
      <span style={{ ['--share' as string]: wagerShare(wagered, required) }} />
    </div>
  );
}

/** How much of the requirement is wagered, 0 to 1 (0 when nothing is required). */
export const wagerShare = (wagered: number, required: number) =>
  required > 0 ? Math.min(1, wagered / required) : 0;

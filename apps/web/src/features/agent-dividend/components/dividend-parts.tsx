import type { AgentPayout, PayoutEstimate } from '@app/contracts';
import { parseLanguage, siteDayKey } from '@app/contracts/zod-free';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { rangeText } from '@/shared/report-dates';
import { Figure } from '@/shared/ui/figure';
import { owedOf, type DividendPeriod } from '../lib/periods';

const NS = 'agentDividend';
/** A rate in basis points as the contracts write it: 250 → '2.50%'. */
const rateText = (bp: number) => `${(bp / 100).toFixed(2)}%`;
/** '2026-11-H2' is half a month; '2026-11' a month. */
const kindOf = (periodKey: string) => (/-H[12]$/.test(periodKey) ? 'half_month' : 'month');

function usePeriodText() {
  const { i18n } = useTranslation(NS);
  const language = parseLanguage(i18n.language);
  return (days: { startDate: string; endDate: string }) =>
    rangeText(days, language, (from, to) => `${from} – ${to}`);
}

/** Due, paid and owed side by side, each a figure that shrinks rather than wraps. */
function Amounts({ due, paid, owed }: { due: number; paid: number; owed: number }) {
  const { t } = useTranslation(NS);
  const { money } = useMoney();
  const cells = [
    ['due', due],
    ['paid', paid],
    ['owed', owed],
  ] as const;
  return (
    <dl className="adv-amounts">
      {cells.map(([key, value]) => (
        <div key={key} className={key === 'owed' && value > 0 ? 'adv-owing' : undefined}>
          <dt>{t(`figure.${key}`)}</dt>
          <dd>
            <Figure>{money(value)}</Figure>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const stateOf = (payout: AgentPayout) =>
  payout.paidAt === null ? 'waiting' : payout.owed > 0 ? 'owed' : 'paid';

/** The period under way for the agent's own contract (ODSFE2_CurrentDividend). */
export function EstimateCard({ estimate }: { estimate: PayoutEstimate }) {
  const { t } = useTranslation(NS);
  const { money } = useMoney();
  const periodText = usePeriodText();
  if (estimate.periodStart === null || estimate.periodEnd === null || !estimate.periodKey) {
    return (
      <section className="adv-card" aria-label={t('current.title')}>
        <h2>{t('current.title')}</h2>
        <p className="adv-note">{t('current.none')}</p>
      </section>
    );
  }
  const days = {
    startDate: siteDayKey(estimate.periodStart),
    endDate: siteDayKey(estimate.periodEnd - 1),
  };
  const rows = [
    ['validBet', money(estimate.teamValidBet)],
    ['netLoss', money(estimate.netLoss)],
    ['members', String(estimate.activeMembers)],
    ['rate', estimate.tier === null ? t('current.noTier') : rateText(estimate.rateBp)],
  ] as const;
  return (
    <section className="adv-card adv-current" aria-label={t('current.title')}>
      <header className="adv-period-head">
        <h2>{t('current.title')}</h2>
        <span className="adv-tag">{t(`periodKind.${kindOf(estimate.periodKey)}`)}</span>
      </header>
      <p className="adv-note">{periodText(days)}</p>
      <p className="adv-estimate">
        <span>{t('current.estimate')}</span>
        <strong className="adv-big">
          <Figure>{money(estimate.amount)}</Figure>
        </strong>
      </p>
      <dl className="adv-facts">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`current.${key}`)}</dt>
            <dd>
              <Figure>{value}</Figure>
            </dd>
          </div>
        ))}
      </dl>
      <p className="adv-note">{t('current.note')}</p>
    </section>
  );
}

/**
 * A line of a period: a name and, for a payout, its state (paid, owed, waiting); a note; then the
 * due, paid and owed figures.
 */
function PayoutLine({
  name,
  payout,
  amounts,
  note,
}: {
  name: ReactNode;
  payout?: AgentPayout;
  amounts: { due: number; paid: number; owed: number };
  note?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <p className="adv-row-head">
        {name}
        {payout && (
          <span className={`adv-state adv-state-${stateOf(payout)}`}>
            {t(`state.${stateOf(payout)}`)}
          </span>
        )}
      </p>
      {note}
      <Amounts {...amounts} />
    </>
  );
}

const amountsOf = (payout: AgentPayout) => ({
  due: payout.due,
  paid: payout.paid,
  owed: owedOf(payout),
});

/** One past period: the agent's own dividend, then each direct downline's and their total. */
export function PeriodCard({ period }: { period: DividendPeriod }) {
  const { t } = useTranslation(NS);
  const { money } = useMoney();
  const periodText = usePeriodText();
  const { mine } = period;
  return (
    <article className="adv-card adv-period" aria-label={periodText(period)}>
      <header className="adv-period-head">
        <h3>{periodText(period)}</h3>
        <span className="adv-tag">{t(`periodKind.${kindOf(period.periodKey)}`)}</span>
      </header>
      {mine && (
        <section className="adv-part" aria-label={t('periods.mine')}>
          <PayoutLine
            name={<strong>{t('periods.mine')}</strong>}
            payout={mine}
            amounts={amountsOf(mine)}
            note={
              <p className="adv-note">
                {mine.tier === null
                  ? t('figuresNoTier', { netLoss: money(mine.netLoss) })
                  : t('figures', { netLoss: money(mine.netLoss), rate: rateText(mine.rateBp) })}
                {mine.uplineId === null && ` · ${t('periods.house')}`}
              </p>
            }
          />
        </section>
      )}
      {period.downlines.length > 0 && (
        <section className="adv-part" aria-label={t('periods.downlines')}>
          <p className="adv-row-head">
            <strong>{t('periods.downlines')}</strong>
          </p>
          <ul className="adv-downlines">
            {period.downlines.map((row) => (
              <li key={row.id} aria-label={row.downlineName}>
                <PayoutLine
                  name={<span className="adv-name">{row.downlineName}</span>}
                  payout={row}
                  amounts={amountsOf(row)}
                />
              </li>
            ))}
            {period.downlines.length > 1 && (
              <li className="adv-total" aria-label={t('periods.total')}>
                <PayoutLine name={<strong>{t('periods.total')}</strong>} amounts={period} />
              </li>
            )}
          </ul>
        </section>
      )}
    </article>
  );
}

import type { LotteryRecord, LotterySuborder } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { multiplierText, useBetLabel } from '@/shared/lottery/bet-label';
import { DrawVerdict } from '@/shared/lottery/draw-verdict';
import { WinningNumber } from '@/shared/lottery/winning-number';
import { useMoney } from '@/shared/money';
import { RadialGradient } from '@/shared/ui/gradient';
import { Fact } from './outcome-view';

/** A lottery order in one line: its draw, how many bets, and where they stand. */
export function LotterySummary({ record }: { record: LotteryRecord }) {
  const { t } = useTranslation('records');
  return (
    <>
      {t('lottery.summary', { numero: record.numero, count: record.suborders.length })}
      {' · '}
      {t(`lottery.status.${record.status}`)}
    </>
  );
}

/** A lottery ball for the list (drawn here). */
export function LotteryBadge() {
  return (
    <svg viewBox="0 0 40 40" className="record-badge is-lottery" aria-hidden="true">
      <defs>
        <RadialGradient
          id="record-lottery-ball"
          cx="0.35"
          cy="0.3"
          r="0.75"
          colors={['#fff6d6', '#ffd25e', '#c07a00']}
          offsets={[0, 0.35, 1]}
        />
      </defs>
      <circle cx="20" cy="20" r="14" fill="url(#record-lottery-ball)" />
      <circle cx="20" cy="20" r="7" fill="#fff" />
      <text x="20" y="23.5" textAnchor="middle" fontSize="9" fontWeight="900" fill="#2a1600">
        7
      </text>
    </svg>
  );
}

/** A lottery order in the detail sheet: amounts, each bet and how it ended, the draw's proof. */
export function LotteryDetail({ record }: { record: LotteryRecord }) {
  const { t, i18n } = useTranslation('records');
  const { money, signed } = useMoney();
  const language = parseLanguage(i18n.language);
  const { draw } = record;
  const isOpen = record.status === 'open';
  return (
    <div className="record-detail" data-testid="record-detail">
      <dl className="record-facts">
        <Fact label={t('game')} value={record.gameName} />
        <Fact label={t('lottery.draw')} value={`#${record.numero}`} />
        <Fact label={t('time')} value={formatDateTime(record.createdAt, language)} />
        <Fact label={t('lottery.order_id')} value={`#${record.id}`} />
        <Fact label={t('stake')} value={money(record.stake)} />
        <Fact label={t('payout')} value={isOpen ? t('lottery.waiting') : money(record.payout)} />
        <Fact label={t('profit')} value={isOpen ? t('lottery.waiting') : signed(record.profit)} />
        <Fact label={t('lottery.state')} value={t(`lottery.status.${record.status}`)} />
      </dl>
      <h3>{t('lottery.bets')}</h3>
      <ul className="record-lottery-bets">
        {record.suborders.map((bet) => (
          <LotteryBet key={bet.id} bet={bet} />
        ))}
      </ul>
      <h3>{t('lottery.result')}</h3>
      {draw.winningNumber ? (
        <WinningNumber
          format={draw.numberFormat}
          winningNumber={draw.winningNumber}
          label={t('lottery.result')}
          full
        />
      ) : (
        <p className="record-loading">
          {draw.status === 'void'
            ? t('lottery.void')
            : t('lottery.not_drawn', {
                time: formatDateTime(draw.drawTime, language),
              })}
        </p>
      )}
      <h3>{t('proof')}</h3>
      <dl className="record-facts is-proof">
        <Fact label={t('lottery.seed_hash')} value={draw.seedHash} mono />
        <Fact
          label={t('lottery.seed')}
          value={draw.seed ?? t('lottery.seed_hidden')}
          mono={draw.seed !== null}
        />
      </dl>
      <p className="record-lottery-verdict" data-testid="proof-verdict">
        <DrawVerdict draw={{ ...draw, gameCode: record.gameCode }} />
      </p>
    </div>
  );
}

function LotteryBet({ bet }: { bet: LotterySuborder }) {
  const { t } = useTranslation('records');
  const label = useBetLabel();
  const { money } = useMoney();
  return (
    <li className={`record-lottery-bet is-${bet.status}`}>
      <span className="record-lottery-label">{label(bet)}</span>
      <span className="record-lottery-stake">
        {money(bet.stake)} · {multiplierText(bet.odds)}
      </span>
      <span className="record-lottery-state">
        {bet.status === 'won'
          ? t('lottery.bet_won', { payout: money(bet.payout), count: bet.hits ?? 1 })
          : t(`lottery.bet_status.${bet.status}`)}
      </span>
    </li>
  );
}

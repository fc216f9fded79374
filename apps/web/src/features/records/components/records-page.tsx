import { RECORD_GAMES, type GameRecord, type RecordTotals } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { formatTime, sumOf } from '@/shared/record-days';
import { DayTotals, toneOf } from '@/shared/records/record-day';
import { RecordsFilterBar } from '@/shared/records/records-filter-bar';
import { RecordsList } from '@/shared/records/records-list';
import { Figure } from '@/shared/ui/figure';
import { NoData } from '@/shared/ui/no-data';
import { useRecords, type RecordRef, type RecordsFilterState } from '../api/records';
import { LotteryBadge, LotterySummary } from './lottery-record';
import { OutcomeSummary } from './outcome-view';
import { RecordDetail } from './record-detail';
import { VendorBadge, VendorSummary } from './vendor-record';
import './records.css';

const GAMES = ['all', ...RECORD_GAMES] as const;

/**
 * /m/gameRecord: the member's bets (in-house bets, lottery orders, providers' rounds) by game and period, newest
 * first, with totals, under the day each was placed with what the day staked and won or lost;
 * tap one for its details and proof.
 */
export function GameRecordPage() {
  const { t } = useTranslation('records');
  const [filter, setFilter] = useState<RecordsFilterState>({ game: 'all', period: '7d' });
  const [opened, setOpened] = useState<RecordRef>();
  const records = useRecords(filter);
  const totals = records.data?.totals;

  return (
    <section className="records-page" aria-label={t('title')}>
      <RecordsFilterBar
        filter={filter}
        onChange={setFilter}
        period={{ label: t('filter_period'), text: (period) => t(`periods.${period}`) }}
        choice={{
          field: 'game',
          label: t('filter_game'),
          options: GAMES.map((game) => ({ value: game, text: t(`games.${game}`) })),
          first: true,
        }}
      />
      {totals && <Totals totals={totals} />}
      <RecordsList
        query={records}
        className="records-list"
        empty={
          <NoData>
            <Link to="/m/inhouse/dice" className="pill pill-gold records-play">
              {t('play_now')}
            </Link>
          </NoData>
        }
        rowKey={(record) => `${record.game}-${record.id}`}
        renderRow={(record) => (
          <RecordRow
            record={record}
            onOpen={() => setOpened({ id: record.id, game: record.game })}
          />
        )}
        byDay={{ dayOf: (record) => record.createdAt, dayTotal: (day) => <DayPlay day={day} /> }}
      />
      <RecordDetail record={opened} onClose={() => setOpened(undefined)} />
    </section>
  );
}

/**
 * What a day's bets staked, and won or lost: payouts less stakes, as the filter's totals count
 * it (an order waiting for its draw has paid nothing yet).
 */
function DayPlay({ day }: { day: readonly GameRecord[] }) {
  const { t } = useTranslation('records');
  const { money, signed } = useMoney();
  const stake = sumOf(day, (record) => record.stake);
  const profit = sumOf(day, (record) => record.payout) - stake;
  return (
    <DayTotals
      figures={[
        { label: t('totals.stake'), value: money(stake) },
        { label: t('totals.profit'), value: signed(profit), tone: toneOf(profit) },
      ]}
    />
  );
}

function Totals({ totals }: { totals: RecordTotals }) {
  const { t } = useTranslation('records');
  const { money, signed } = useMoney();
  const profitTone = totals.profit >= 0 ? 'is-up' : 'is-down';
  /** Each figure: its name, its value, its colour. */
  const cells: [string, ReactNode, string?][] = [
    [t('totals.count'), totals.count],
    [t('totals.stake'), <Figure>{money(totals.stake)}</Figure>],
    [t('totals.payout'), <Figure>{money(totals.payout)}</Figure>],
    [t('totals.profit'), <Figure>{signed(totals.profit)}</Figure>, profitTone],
  ];
  return (
    <dl className="records-totals" data-testid="records-totals">
      {cells.map(([label, value, tone]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={tone}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordRow({ record, onOpen }: { record: GameRecord; onOpen: () => void }) {
  const { t, i18n } = useTranslation('records');
  const { money, signed } = useMoney();
  const isOpen =
    (record.game === 'lottery' || record.game === 'vendor') && record.status === 'open';
  return (
    <li>
      <button type="button" className="record-row" onClick={onOpen}>
        {record.game === 'lottery' ? (
          <LotteryBadge />
        ) : record.game === 'vendor' ? (
          <VendorBadge />
        ) : (
          <GameBadge game={record.game} />
        )}
        <span className="record-main">
          <span className="record-game">
            {record.game === 'lottery' || record.game === 'vendor'
              ? record.gameName
              : t(`games.${record.game}`)}
          </span>
          <span className="record-outcome">
            {record.game === 'lottery' ? (
              <LotterySummary record={record} />
            ) : record.game === 'vendor' ? (
              <VendorSummary record={record} />
            ) : (
              <OutcomeSummary outcome={record.outcome} />
            )}
          </span>
          <time dateTime={new Date(record.createdAt).toISOString()}>
            {formatTime(record.createdAt, parseLanguage(i18n.language))}
          </time>
        </span>
        <span className="record-amounts">
          <Figure className="record-stake">{money(record.stake)}</Figure>
          {isOpen ? (
            <strong className="is-waiting">
              {record.game === 'vendor' ? t('vendor.waiting') : t('lottery.waiting')}
            </strong>
          ) : (
            <strong className={record.profit >= 0 ? 'is-up' : 'is-down'}>
              <Figure>{signed(record.profit)}</Figure>
            </strong>
          )}
        </span>
      </button>
    </li>
  );
}

/** The game's badge, drawn here: a die face, or a slot's seven. */
function GameBadge({ game }: { game: 'dice' | 'slot' }) {
  return (
    <svg viewBox="0 0 40 40" className={`record-badge is-${game}`} aria-hidden="true">
      {game === 'dice' ? (
        <>
          <rect x="6" y="6" width="28" height="28" rx="7" fill="#f5f7ff" />
          {[
            [13, 13],
            [27, 13],
            [20, 20],
            [13, 27],
            [27, 27],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill="#d7373f" />
          ))}
        </>
      ) : (
        <path d="M11 8h20v6L21 33h-7l10-18H11z" fill="#ff3b4f" stroke="#8c0a1b" strokeWidth="2" />
      )}
    </svg>
  );
}

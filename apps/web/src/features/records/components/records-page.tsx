import { RECORD_GAMES, type GameRecord, type RecordTotals } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { RecordRangePicker } from '@/shared/ui/record-range-picker';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useRecords, type RecordRef, type RecordsFilterState } from '../api/records';
import { LotteryBadge, LotterySummary } from './lottery-record';
import { useMoney } from '@/shared/money';
import { OutcomeSummary } from './outcome-view';
import { RecordDetail } from './record-detail';
import { Figure } from '@/shared/ui/figure';
import './records.css';

const GAMES = ['all', ...RECORD_GAMES] as const;

/**
 * /m/gameRecord: the member's bets (in-house bets and lottery orders) by game and period, newest
 * first, with totals; tap one for its details and proof.
 */
export function GameRecordPage() {
  const { t } = useTranslation('records');
  const [filter, setFilter] = useState<RecordsFilterState>({ game: 'all', period: '7d' });
  const [opened, setOpened] = useState<RecordRef>();
  const records = useRecords(filter);
  const totals = records.data?.totals;

  return (
    <section className="records-page" aria-label={t('title')}>
      <div className="records-filters">
        <ToggleGroup
          variant="segmented"
          label={t('filter_game')}
          options={GAMES.map((game) => ({ value: game, text: t(`games.${game}`) }))}
          value={filter.game}
          onChange={(game) => setFilter({ ...filter, game })}
        />
        <RecordRangePicker
          label={t('filter_period')}
          periodText={(period) => t(`periods.${period}`)}
          value={filter}
          onChange={(range) => setFilter({ ...filter, ...range })}
        />
      </div>
      {totals && <Totals totals={totals} />}
      <QueryState
        query={records}
        isEmpty={(view) => view.list.length === 0}
        skeletonRows={5}
        empty={
          <NoData>
            <Link to="/m/inhouse/dice" className="pill pill-gold records-play">
              {t('play_now')}
            </Link>
          </NoData>
        }
      >
        {(view) => (
          <>
            <ul className="records-list">
              {view.list.map((record) => (
                <RecordRow
                  key={`${record.game}-${record.id}`}
                  record={record}
                  onOpen={() => setOpened({ id: record.id, game: record.game })}
                />
              ))}
            </ul>
            <MoreRecords
              hasMore={records.hasNextPage}
              loading={records.isFetchingNextPage}
              onMore={() => void records.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
      <RecordDetail record={opened} onClose={() => setOpened(undefined)} />
    </section>
  );
}

function Totals({ totals }: { totals: RecordTotals }) {
  const { t } = useTranslation('records');
  const { money, signed } = useMoney();
  return (
    <dl className="records-totals" data-testid="records-totals">
      <div>
        <dt>{t('totals.count')}</dt>
        <dd>{totals.count}</dd>
      </div>
      <div>
        <dt>{t('totals.stake')}</dt>
        <dd>
          <Figure>{money(totals.stake)}</Figure>
        </dd>
      </div>
      <div>
        <dt>{t('totals.payout')}</dt>
        <dd>
          <Figure>{money(totals.payout)}</Figure>
        </dd>
      </div>
      <div>
        <dt>{t('totals.profit')}</dt>
        <dd className={totals.profit >= 0 ? 'is-up' : 'is-down'}>
          <Figure>{signed(totals.profit)}</Figure>
        </dd>
      </div>
    </dl>
  );
}

function RecordRow({ record, onOpen }: { record: GameRecord; onOpen: () => void }) {
  const { t, i18n } = useTranslation('records');
  const { money, signed } = useMoney();
  const isOpen = record.game === 'lottery' && record.status === 'open';
  return (
    <li>
      <button type="button" className="record-row" onClick={onOpen}>
        {record.game === 'lottery' ? <LotteryBadge /> : <GameBadge game={record.game} />}
        <span className="record-main">
          <span className="record-game">
            {record.game === 'lottery' ? record.gameName : t(`games.${record.game}`)}
          </span>
          <span className="record-outcome">
            {record.game === 'lottery' ? (
              <LotterySummary record={record} />
            ) : (
              <OutcomeSummary outcome={record.outcome} />
            )}
          </span>
          <time dateTime={new Date(record.createdAt).toISOString()}>
            {formatDateTime(record.createdAt, parseLanguage(i18n.language))}
          </time>
        </span>
        <span className="record-amounts">
          <Figure className="record-stake">{money(record.stake)}</Figure>
          {isOpen ? (
            <strong className="is-waiting">{t('lottery.waiting')}</strong>
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

/** Loads the next page when the list's end comes near; a button for the same. */
function MoreRecords(props: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation('records');
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(props.onMore);
  useEffect(() => {
    more.current = props.onMore;
  });
  const { hasMore, loading } = props;
  useEffect(() => {
    const node = sentinel.current;
    if (!hasMore || loading || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="records-more">
      <Button size="small" fill="outline" loading={loading} onClick={props.onMore}>
        {t('load_more')}
      </Button>
    </div>
  );
}

import type { LotteryRecord } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { fetchLotteryOrder } from '../api/orders';
import { IconButton } from '@/shared/ui/icon-button';

/**
 * Orders of this member that just won: those leaving the open list while the page is open (their
 * draw settled) are asked for once, and kept when they paid out.
 */
export function useJustWon(openOrders: readonly LotteryRecord[] | undefined) {
  const [wins, setWins] = useState<LotteryRecord[]>([]);
  const openIds = useRef<ReadonlySet<number>>(undefined);
  useEffect(() => {
    if (!openOrders) return;
    const ids = new Set(openOrders.map((order) => order.id));
    const before = openIds.current;
    openIds.current = ids;
    const left = before ? [...before].filter((id) => !ids.has(id)) : [];
    if (left.length === 0) return;
    let live = true;
    void Promise.all(left.map((id) => fetchLotteryOrder(id).catch(() => undefined))).then(
      (orders) => {
        const won = orders.filter(
          (order): order is LotteryRecord => order?.status === 'settled' && order.payout > 0,
        );
        if (live && won.length > 0) setWins((current) => [...won, ...current]);
      },
    );
    return () => {
      live = false;
    };
  }, [openOrders]);
  return { wins, dismiss: () => setWins([]) };
}

type Props = { wins: readonly LotteryRecord[]; onShow: () => void; onDismiss: () => void };

/** The betting page's notice of a win just settled: what it paid, and a way to see it. */
export function WinNotice({ wins, onShow, onDismiss }: Props) {
  const { t } = useTranslation('lottery');
  const { money } = useMoney();
  const [latest] = wins;
  if (!latest) return null;
  const payout = wins.reduce((sum, order) => sum + order.payout, 0);
  return (
    <div className="win-notice" role="status" data-testid="win-notice">
      <p>
        <strong>{t('won_notice.title')}</strong>{' '}
        {wins.length === 1
          ? t('won_notice.one', { payout: money(payout), numero: latest.numero })
          : t('won_notice.many', { payout: money(payout), count: wins.length })}
      </p>
      <div className="win-notice-actions">
        <button type="button" className="text-button" onClick={onShow}>
          {t('won_notice.show')}
        </button>
        <IconButton className="text-button" label={t('won_notice.dismiss')} onClick={onDismiss}>
          ✕
        </IconButton>
      </div>
    </div>
  );
}

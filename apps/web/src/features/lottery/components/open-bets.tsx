import type { LotteryRecord, LotterySuborder } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dialog, toast } from '@/shared/feedback';
import { multiplierText, useBetLabel } from '@/shared/lottery/bet-label';
import { useApplyBalance, useMoney } from '@/shared/money';
import { useCancelBets } from '../api/orders';
import { OrderHead, OrdersState } from './lottery-empty';

type Props = {
  orders: UseQueryResult<LotteryRecord[]>;
  /** The draw on sale now (bets on it can be cancelled while `isOpen`), or null. */
  numero: string | null;
  isOpen: boolean;
};

/**
 * The member's bets on this game still waiting for their draw; those on the draw on sale can be
 * cancelled until its sale closes (refunded at once).
 */
export function OpenBets({ orders, numero, isOpen }: Props) {
  const { t } = useTranslation('lottery');
  return (
    <OrdersState orders={orders} emptyText={t('mine.empty')}>
      {(list) => (
        <ul className="open-orders">
          {list.map((order) => (
            <OpenOrder
              key={order.id}
              order={order}
              cancellable={isOpen && order.numero === numero && order.draw.status === 'selling'}
            />
          ))}
        </ul>
      )}
    </OrdersState>
  );
}

function OpenOrder({ order, cancellable }: { order: LotteryRecord; cancellable: boolean }) {
  const { t } = useTranslation('lottery');
  const { money } = useMoney();
  const label = useBetLabel();
  const cancel = useCancelBets();
  const applyBalance = useApplyBalance();
  const open = order.suborders.filter((bet) => bet.status === 'open');

  async function onCancel(bets: LotterySuborder[]) {
    const refund = money(bets.reduce((sum, bet) => sum + bet.stake, 0));
    const confirmed = await dialog.confirm({
      title: t('mine.cancel_title'),
      content: t('mine.cancel_body', { count: bets.length, refund }),
      confirmText: t('mine.cancel_yes'),
      cancelText: t('mine.cancel_no'),
    });
    if (!confirmed) return;
    cancel.mutate(
      bets.map((bet) => bet.id),
      {
        onSuccess: (result) => {
          applyBalance(result.balance);
          toast.success(t('mine.cancelled', { refund: money(result.refunded) }));
        },
        onError: (error) => toast.message(error.message),
      },
    );
  }

  return (
    <li className="open-order">
      <OrderHead order={order} />
      <ul className="open-order-bets">
        {open.map((bet) => (
          <li key={bet.id}>
            <span className="slip-bet-label">{label(bet)}</span>
            <span className="open-order-amounts">
              {money(bet.stake)} · {multiplierText(bet.odds)}
            </span>
            {cancellable && (
              <button
                type="button"
                className="text-button"
                disabled={cancel.isPending}
                aria-label={t('mine.cancel_one', { bet: label(bet) })}
                onClick={() => void onCancel([bet])}
              >
                {t('mine.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="open-order-state">
        {cancellable ? t('mine.until_close') : t('mine.waiting')}
        {cancellable && open.length > 1 && (
          <button
            type="button"
            className="text-button"
            disabled={cancel.isPending}
            onClick={() => void onCancel(open)}
          >
            {t('mine.cancel_all')}
          </button>
        )}
      </p>
    </li>
  );
}

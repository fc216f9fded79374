import type { LotteryRecord, NumberFormatCode } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { multiplierText, useBetLabel } from '@/shared/lottery/bet-label';
import { WinningNumber } from '@/shared/lottery/winning-number';
import { useMoney } from '@/shared/money';
import { LoadMorePages } from '@/shared/ui/load-more';
import { useSettledOrders } from '../api/orders';
import { OrderHead, OrdersState } from './lottery-empty';

type Props = { gameCode: string; numberFormat: NumberFormatCode; shown: boolean };

/**
 * "My bets → Settled": the member's orders of this game whose draw is over, newest first, page
 * after page: the draw's result, each bet's outcome and payout, and the order's totals.
 */
export function SettledBets({ gameCode, numberFormat, shown }: Props) {
  const { t } = useTranslation('lottery');
  const orders = useSettledOrders(gameCode, shown);
  return (
    <OrdersState orders={orders} emptyText={t('mine.settled_empty')}>
      {(list) => (
        <>
          <ul className="open-orders" aria-label={t('mine.settled')}>
            {list.map((order) => (
              <SettledOrder key={order.id} order={order} format={numberFormat} />
            ))}
          </ul>
          <LoadMorePages pages={orders} />
        </>
      )}
    </OrdersState>
  );
}

function SettledOrder({ order, format }: { order: LotteryRecord; format: NumberFormatCode }) {
  const { t } = useTranslation('lottery');
  const { money, signed } = useMoney();
  const label = useBetLabel();
  const won = order.payout > 0;
  return (
    <li className={`open-order settled-order${won ? ' is-won' : ''}`} data-testid="settled-order">
      <OrderHead order={order} />
      {order.draw.winningNumber !== null && (
        <WinningNumber
          format={format}
          winningNumber={order.draw.winningNumber}
          label={t('history.result')}
        />
      )}
      <ul className="open-order-bets">
        {order.suborders.map((bet) => (
          <li key={bet.id} className={`settled-bet is-${bet.status}`}>
            <span className="slip-bet-label">{label(bet)}</span>
            <span className="open-order-amounts">
              {money(bet.stake)} · {multiplierText(bet.odds)}
            </span>
            <span className="settled-bet-outcome">
              {t(`mine.outcome.${bet.status}`)}
              {bet.payout > 0 && <strong className="money-figure"> {money(bet.payout)}</strong>}
            </span>
          </li>
        ))}
      </ul>
      <p className="open-order-state">
        <span>{t('mine.totals', { stake: money(order.stake), payout: money(order.payout) })}</span>
        <strong className={`money-figure ${order.profit > 0 ? 'is-gain' : ''}`}>
          {won ? t('mine.won', { payout: money(order.payout) }) : signed(order.profit)}
        </strong>
      </p>
    </li>
  );
}

import type { LotteryRecord } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';

/** The lottery pages' empty state: the picture, a line of text and any way onwards. */
export function LotteryEmpty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <NoData>
      <p className="lottery-empty">{text}</p>
      {children}
    </NoData>
  );
}

/** The member's orders of a game, as "My bets" lists them: two skeleton rows, or its empty text. */
export function OrdersState({
  orders,
  emptyText,
  children,
}: {
  orders: ComponentProps<typeof QueryState<LotteryRecord[]>>['query'];
  emptyText: string;
  children: (list: LotteryRecord[]) => ReactNode;
}) {
  return (
    <QueryState
      query={orders}
      skeletonRows={2}
      isEmpty={(list) => list.length === 0}
      empty={<LotteryEmpty text={emptyText} />}
    >
      {children}
    </QueryState>
  );
}

/** An order's head in My bets: its draw and when it was placed. */
export function OrderHead({ order }: { order: LotteryRecord }) {
  const { t, i18n } = useTranslation('lottery');
  return (
    <div className="open-order-head">
      <strong>{t('draw_no', { numero: order.numero })}</strong>
      <time dateTime={new Date(order.createdAt).toISOString()}>
        {formatDateTime(order.createdAt, parseLanguage(i18n.language))}
      </time>
    </div>
  );
}

import type { LotteryRecord } from '@app/contracts';
import type { ComponentProps, ReactNode } from 'react';
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

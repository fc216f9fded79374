import type {
  BankCardList,
  WithdrawCreateResult,
  WithdrawInfo,
  WithdrawRequest,
} from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECENT_FILTER, RecentRequests, useCurrentRequest } from '@/shared/records/recent-requests';
import { QueryState } from '@/shared/ui/query-state';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useWithdrawals } from '../api/get-withdrawals';
import { useDecisionWatch } from '../hooks/use-decision-watch';
import { BonusPanel } from './bonus-panel';
import { SetupCall } from './setup-call';
import { TurnoverPanel } from './turnover-panel';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHero } from './withdraw-hero';
import { WithdrawItem } from './withdraw-item';
import { WithdrawResult } from './withdraw-result';
import './withdraw.css';
import './withdraw-records.css';

/** The member's bound cards: the security centre's query, handed in by the route (app/). */
export type BankCardsQuery = Pick<
  UseQueryResult<BankCardList>,
  'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
>;

/**
 * /m/withdraw: the balance that may be withdrawn, the turnover still to bet, and the form (a
 * bound card, an amount, the payment password), or what to set up first. The request made is
 * shown until the member starts another; the recent ones below, a pending one cancellable.
 */
export function WithdrawPage({ cards }: { cards: BankCardsQuery }) {
  const { i18n } = useTranslation('withdraw');
  const info = useWithdrawInfo();
  const recent = useWithdrawals(i18n.language, RECENT_FILTER);
  useDecisionWatch(recent.data?.list);
  const [current, setCreated] = useCurrentRequest<WithdrawCreateResult, WithdrawRequest>(
    recent.data?.list,
  );

  return (
    <section className="withdraw-page">
      <QueryState query={info} skeletonRows={3}>
        {(data) => (
          <>
            <WithdrawHero info={data} />
            {data.turnover.remaining > 0 && <TurnoverPanel turnover={data.turnover} />}
            {data.bonus.balance > 0 && <BonusPanel bonus={data.bonus} />}
            {current ? (
              <WithdrawResult request={current} onAgain={() => setCreated(undefined)} />
            ) : (
              <Gate info={data} cards={cards} onCreated={setCreated} />
            )}
          </>
        )}
      </QueryState>
      <RecentRequests
        ns="withdraw"
        prefix="withdraw"
        level="h2"
        to="/m/withdrawReport"
        list={recent.data?.list}
        renderRow={(request) => <WithdrawItem request={request} />}
      />
    </section>
  );
}

/** The form once a payment password is set and a card is bound; else what to set up first. */
function Gate({
  info,
  cards,
  onCreated,
}: {
  info: WithdrawInfo;
  cards: BankCardsQuery;
  onCreated: (request: WithdrawCreateResult) => void;
}) {
  if (!info.paymentPasswordSet) return <SetupCall need="password" />;
  return (
    <QueryState query={cards} skeletonRows={3}>
      {(data) =>
        data.list.length === 0 ? (
          <SetupCall need="card" />
        ) : (
          <WithdrawForm info={info} cards={data.list} onCreated={onCreated} />
        )
      }
    </QueryState>
  );
}

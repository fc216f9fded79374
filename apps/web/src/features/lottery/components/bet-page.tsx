import {
  isFastFormat,
  lotteryFairPath,
  type LotteryGame,
  type LotteryPick,
  type PrizeMode,
} from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useBalanceMinor } from '@/shared/money';
import { QueryError } from '@/shared/ui/query-state';
import { useDrawHistory } from '../api/draw-history';
import { menuGames, useLotteryMenus } from '../api/lobby';
import { useOpenOrders } from '../api/orders';
import { useDrawChange } from '../hooks/use-draw-change';
import { usePrizeMode } from '../hooks/use-prize-mode';
import { useSlipOrder } from '../hooks/use-slip-order';
import { useLotteryClockValue } from '../lib/clock';
import { saleDeadline } from '../lib/countdown';
import { playTypeOf, withPlayType, type PlayTypeParam } from '../lib/play-type';
import { addToSlip, pickKey, type SlipBet } from '../lib/slip';
import { AmountField } from './amount-field';
import { BetBar, BetSlip } from './bet-slip';
import { ValidBetNote } from './valid-bet-note';
import { DrawHistoryList } from './draw-history';
import { DrawPanel } from './draw-panel';
import { FastBuilder } from './fast-builder';
import { OpenBets } from './open-bets';
import { RegionalBuilder } from './regional-builder';
import { SettledBets } from './settled-bets';
import { useJustWon, WinNotice } from './win-notice';
import { TabStrip } from '@/shared/ui/tab-strip';
import { LotteryEmpty } from './lottery-empty';
import './lottery.css';
import './lobby.css';
import './lobby-clock.css';
import './betting.css';
import './slip.css';
import './results.css';

/** The amount each bet opens with: ₱10.00. */
const DEFAULT_AMOUNT = 1_000;
/** Results the betting page lists (the results page has them all). */
const RECENT_RESULTS = 10;
const PANEL_ID = 'bet-panel';
type Tab = 'bet' | 'mine' | 'results';
type MineView = 'open' | 'settled';

/**
 * /m/lottery/bet/:gameCode (SPEC §7 lottoView betting): the current draw and the previous result,
 * a bet builder for the game's number format, the slip, the member's bets (open ones cancel before
 * the close; settled ones with their result and payout), a notice when one just won, and the
 * latest results with their proofs. Members and trial accounts (play money).
 * `?playType=trad|ent` (the launch's playType) leaves only that play type's bets.
 */
export function LotteryBetPage() {
  const { t } = useTranslation('lottery');
  const { gameCode = '' } = useParams();
  const [params] = useSearchParams();
  const playType = playTypeOf(params.get('playType'));
  const prizeMode = usePrizeMode();
  const menus = useLotteryMenus(prizeMode);
  if (menus.isPending) {
    return <div className="query-skeleton bet-skeleton" role="status" aria-label={t('loading')} />;
  }
  if (!menus.data) {
    return (
      <QueryError
        error={menus.error}
        isRetrying={menus.isFetching}
        onRetry={() => void menus.refetch()}
      />
    );
  }
  const game = menuGames(menus.data.value).find((item) => item.gameCode === gameCode);
  if (!game || !prizeMode) {
    return (
      <LotteryEmpty text={t('bet.not_found')}>
        <Link className="pill pill-gold" to="/m/lottery">
          {t('bet.to_lobby')}
        </Link>
      </LotteryEmpty>
    );
  }
  return (
    <BetTable
      key={game.gameCode}
      game={game}
      deadline={saleDeadline(game, menus.data.pair)}
      prizeMode={prizeMode}
      playType={playType}
    />
  );
}

type TableProps = {
  game: LotteryGame;
  deadline: number | null;
  prizeMode: PrizeMode;
  playType: PlayTypeParam | undefined;
};

function BetTable({ game: listed, deadline, prizeMode, playType }: TableProps) {
  const { t } = useTranslation('lottery');
  const game = useMemo(() => withPlayType(listed, playType), [listed, playType]);
  const [tab, setTab] = useState<Tab>('bet');
  const [mineView, setMineView] = useState<MineView>('open');
  const [chosen, setChosen] = useState<ReadonlyMap<string, LotteryPick>>(new Map());
  const [amount, setAmount] = useState<number | undefined>(DEFAULT_AMOUNT);
  const [multiple, setMultiple] = useState(1);
  const [slip, setSlip] = useState<SlipBet[]>([]);
  const { balance } = useBalanceMinor();
  const orders = useOpenOrders(game.gameCode);
  const history = useDrawHistory(game.gameCode, RECENT_RESULTS);
  const isOpen = useLotteryClockValue((now) => deadline !== null && now < deadline);
  useDrawChange(game, orders.data);
  const justWon = useJustWon(orders.data);
  const order = useSlipOrder({ game, prizeMode, slip, onPlaced: () => setSlip([]) });

  const changeSlip = (next: SlipBet[]) => {
    setSlip(next);
    order.clearProblem();
  };
  const toggle = (pick: LotteryPick) =>
    setChosen((current) => {
      const next = new Map(current);
      const key = pickKey(pick);
      if (next.has(key)) next.delete(key);
      else next.set(key, pick);
      return next;
    });
  const addPicks = (picks: LotteryPick[]) =>
    setChosen((current) => new Map([...current, ...picks.map((p) => [pickKey(p), p] as const)]));
  const stake = amount === undefined ? 0 : amount * multiple;
  const canAdd = chosen.size > 0 && stake >= game.limits.betMin && stake <= game.limits.betMax;

  const tabs: { key: Tab; label: string; count?: number }[] = [
    { key: 'bet', label: t('tabs_bet.bet') },
    { key: 'mine', label: t('tabs_bet.mine'), count: orders.data?.length ?? 0 },
    { key: 'results', label: t('tabs_bet.results') },
  ];
  const panel = (key: Tab) => ({
    id: `${PANEL_ID}-${key}`,
    role: 'tabpanel',
    'aria-labelledby': `${PANEL_ID}-tab-${key}`,
    hidden: tab !== key,
  });

  return (
    <div className="bet-page">
      <DrawPanel game={game} deadline={deadline} previous={history.data?.list[0]} />
      <WinNotice
        wins={justWon.wins}
        onShow={() => {
          setTab('mine');
          setMineView('settled');
          justWon.dismiss();
        }}
        onDismiss={justWon.dismiss}
      />
      <TabStrip
        tabs={tabs}
        selected={tab}
        label={t('tabs_bet.label')}
        classPrefix="lottery-tab"
        panelId={PANEL_ID}
        onSelect={setTab}
        fill
      />
      <div {...panel('bet')}>
        <section className="bet-card" aria-label={t('builder.title')}>
          {isFastFormat(game.numberFormat) ? (
            <FastBuilder game={game} chosen={chosen} onToggle={toggle} />
          ) : (
            <RegionalBuilder game={game} chosen={chosen} onAdd={addPicks} onRemove={toggle} />
          )}
          <AmountField
            amount={amount}
            multiple={multiple}
            limits={game.limits}
            onAmount={setAmount}
            onMultiple={setMultiple}
          />
          <button
            type="button"
            className="add-to-slip"
            disabled={!canAdd || amount === undefined}
            onClick={() => {
              if (amount === undefined) return;
              const picks = [...chosen.values()];
              changeSlip(addToSlip(slip, picks, game.numberFormat, amount, multiple));
              setChosen(new Map());
            }}
          >
            {t('builder.add', { count: chosen.size })}
          </button>
        </section>
        <BetSlip
          bets={slip}
          problem={order.problem}
          onRemove={(index) => changeSlip(slip.filter((_, at) => at !== index))}
          onClear={() => changeSlip([])}
        />
        <ValidBetNote bets={slip} format={game.numberFormat} />
        <BetBar
          bets={slip}
          limits={game.limits}
          balance={balance}
          isOpen={isOpen}
          isPending={order.isPending}
          isRetry={order.isRetry}
          problem={order.problem}
          onSubmit={order.submit}
        />
      </div>
      <div {...panel('mine')}>
        <div className="mine-switch" role="group" aria-label={t('mine.view')}>
          {(['open', 'settled'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className="pill"
              aria-pressed={mineView === view}
              onClick={() => setMineView(view)}
            >
              {t(`mine.${view}`)}
            </button>
          ))}
        </div>
        {mineView === 'open' ? (
          <OpenBets orders={orders} numero={game.numero} isOpen={isOpen} />
        ) : (
          <SettledBets
            gameCode={game.gameCode}
            numberFormat={game.numberFormat}
            shown={tab === 'mine'}
          />
        )}
      </div>
      <div {...panel('results')}>
        <DrawHistoryList gameCode={game.gameCode} limit={RECENT_RESULTS} />
        <Link className="lottery-more-link" to={lotteryFairPath(game.gameCode)}>
          {t('bet.all_results')}
        </Link>
      </div>
    </div>
  );
}

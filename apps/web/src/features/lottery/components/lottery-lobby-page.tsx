import { LOTTERY_MENU_TAGS, type LotteryGame, type LotteryMenu } from '@app/contracts';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '@/shared/paths';
import { useSession } from '@/shared/session';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { menuGames, useLotteryMenus } from '../api/lobby';
import type { Timed } from '../api/timed-answer';
import { useLotteryFavourites } from '../hooks/use-favourites';
import { keptData } from '../lib/kept-data';
import { betPageOf, useOpenGame } from '../hooks/use-open-game';
import { usePrizeMode } from '../hooks/use-prize-mode';
import { useLotteryClockValue } from '../lib/clock';
import { saleDeadline } from '../lib/countdown';
import { favouriteGames, favouritesFirst } from '../lib/favourites';
import { LobbyHero } from './lobby-hero';
import { LotteryRow } from './lottery-row';
import { TabStrip } from '@/shared/ui/tab-strip';
import { LotteryEmpty } from './lottery-empty';
import './lottery.css';
import './lobby.css';
import './lobby-clock.css';

const PANEL_ID = 'lottery-panel';
const TRANSLATED_TAGS = new Set<string>([LOTTERY_MENU_TAGS.hot, LOTTERY_MENU_TAGS.fav]);

/**
 * /m/lottery (SPEC §2 lottery lobby): a banner with the draw closing next, the tab strip of
 * menus (HOT and FAV translated, the others their own label) and the games of the chosen tab,
 * favourites first. The menu refreshes on SPEC §4's schedule.
 */
export function LotteryLobbyPage() {
  const { t } = useTranslation('lottery');
  const prizeMode = usePrizeMode();
  const menus = useLotteryMenus(prizeMode);
  const [chosen, setChosen] = useState<string>(LOTTERY_MENU_TAGS.hot);
  const favourites = useLotteryFavourites();
  const onOpen = useOpenGame(prizeMode);
  const timed = menus.data;

  const tabs = (timed?.value ?? []).map((menu) => ({
    key: menu.tag,
    label: TRANSLATED_TAGS.has(menu.tag) ? t(`tabs.${menu.tag}`) : menu.labelName,
    count: menu.tag === LOTTERY_MENU_TAGS.fav ? favourites.ids.length : undefined,
  }));
  const selected = tabs.some((tab) => tab.key === chosen) ? chosen : (tabs[0]?.key ?? chosen);
  const pathOf = (game: LotteryGame) => betPageOf(game.gameCode, prizeMode ?? 'LOTT');
  const deadlineOf = (game: LotteryGame) => (timed ? saleDeadline(game, timed.pair) : null);

  return (
    <section className="lottery-lobby">
      <NextToCloseHero timed={timed} pathOf={pathOf} onOpen={onOpen} isLoading={menus.isPending} />
      {tabs.length === 0 && menus.isPending && (
        // The strip's place while the menus come: the games below do not move down after.
        <div
          className="lottery-tabs is-placeholder"
          aria-hidden="true"
          data-testid="tabs-placeholder"
        >
          <span className="lottery-tab">{'\u00a0'}</span>
        </div>
      )}
      {tabs.length > 0 && (
        <TabStrip
          tabs={tabs}
          selected={selected}
          label={t('lobby.tabs_label')}
          classPrefix="lottery-tab"
          panelId={PANEL_ID}
          onSelect={setChosen}
        />
      )}
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabs.length > 0 ? `${PANEL_ID}-tab-${selected}` : undefined}
      >
        <QueryState query={keptData(menus)} skeletonRows={6}>
          {({ value }) => {
            const games = gamesOfTab(value, selected, favourites.ids);
            if (games.length === 0) return <EmptyTab isFav={selected === LOTTERY_MENU_TAGS.fav} />;
            return (
              <ul className="lottery-rows">
                {games.map((game) => (
                  <LotteryRow
                    key={game.gameId}
                    game={game}
                    deadline={deadlineOf(game)}
                    favourite={favourites.has(game.gameId)}
                    to={pathOf(game)}
                    onOpen={onOpen}
                    onToggleFavourite={favourites.toggle}
                  />
                ))}
              </ul>
            );
          }}
        </QueryState>
      </div>
      <Link className="lottery-more-link" to={`/m/moreLottery?prizeMode=${prizeMode ?? 'LOTT'}`}>
        {t('lobby.all_games')}
      </Link>
    </section>
  );
}

/** A tab's games, favourites first; FAV (which comes empty) the member's favourites. */
function gamesOfTab(menus: readonly LotteryMenu[], tag: string, favourites: readonly number[]) {
  if (tag === LOTTERY_MENU_TAGS.fav) return favouriteGames(menuGames(menus), favourites);
  const menu = menus.find((item) => item.tag === tag);
  return favouritesFirst(menu?.gameMenus ?? [], favourites);
}

/**
 * The banner with the draw that closes next. Its own component: the clock re-renders it alone
 * when a sale closes, not the page (whose menu query would then reschedule its refresh).
 */
function NextToCloseHero({
  timed,
  pathOf,
  onOpen,
  isLoading,
}: {
  timed: Timed<LotteryMenu[]> | undefined;
  pathOf: (game: LotteryGame) => string;
  onOpen: ComponentProps<typeof LobbyHero>['onOpen'];
  isLoading: boolean;
}) {
  return <LobbyHero next={useNextToClose(timed, pathOf)} onOpen={onOpen} isLoading={isLoading} />;
}

/**
 * The game on sale whose sale closes first, for the banner, as of the lobby clock: when one
 * closes, the next one takes its place at once, not at the lobby's next refresh.
 */
function useNextToClose(
  timed: Timed<LotteryMenu[]> | undefined,
  pathOf: (game: LotteryGame) => string,
) {
  const open = useMemo(() => {
    if (!timed) return [];
    const deadlines = menuGames(timed.value).flatMap((game) => {
      const deadline = saleDeadline(game, timed.pair);
      return deadline === null ? [] : [{ game, deadline }];
    });
    return deadlines.sort((a, b) => a.deadline - b.deadline);
  }, [timed]);
  const index = useLotteryClockValue((now) => open.findIndex(({ deadline }) => deadline > now));
  const next = open[index];
  return next && { ...next, to: pathOf(next.game) };
}

function EmptyTab({ isFav }: { isFav: boolean }) {
  const { t } = useTranslation('lottery');
  const isSignedIn = useSession() !== undefined;
  if (!isFav) return <NoData />;
  return (
    <LotteryEmpty text={isSignedIn ? t('fav.empty') : t('fav.guest')}>
      {!isSignedIn && (
        <Link className="pill pill-gold" to={LOGIN_PATH}>
          {t('fav.login')}
        </Link>
      )}
    </LotteryEmpty>
  );
}

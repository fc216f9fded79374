import type { GameType } from '@app/contracts/games-zod-free';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameList, useGameTypes, useHotGames } from '@/shared/games/catalogue';
import { useFavoriteIds } from '@/shared/games/favourites';
import { GameGrid } from '@/shared/games/game-tile';
import { VendorTiles } from '@/shared/games/vendor-tiles';
import { QueryState } from '@/shared/ui/query-state';
import { CategoryIcon } from './category-icons';
import { TAB_GAMES, TilesSkeleton } from './popular-games-slot';
import './popular-games.css';

type Tab = 'HOT' | GameType;
/** SPEC §2: these tabs list games (loaded when opened); the others show their vendors' tiles. */
const GAME_TABS: ReadonlySet<Tab> = new Set(['HOT', 'SLOTS', 'CARDS', 'LIVE', 'FISH', 'INHOUSE']);

const moreLink = (tab: GameType) =>
  tab === 'SLOTS' ? '/m/slotsCenter' : `/m/gameList?gameType=${tab}`;

/**
 * SPEC §2 Home, popular games panel: a tab menu with Hot first, then the categories in vendor
 * sorting order, each with its icon (highlighted when active) and translated name. Only the
 * active tab loads; its queries key on the language 200 ms after it settles, so a language change
 * loads it again once (SPEC §4).
 */
export function PopularGames() {
  const { t } = useTranslation('common');
  const types = useGameTypes();
  const [tab, setTab] = useState<Tab>('HOT');
  const tabs: Tab[] = ['HOT', ...(types.data?.sorting.map((entry) => entry.gameCategory) ?? [])];
  return (
    <section className="popular-games home-games" aria-labelledby="popular-games-title">
      <h2 id="popular-games-title" className="visually-hidden">
        {t('category.HOT')}
      </h2>
      <div className="popular-tabs" role="tablist">
        {tabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`popular-tab-${item}`}
            aria-selected={item === tab}
            aria-controls="popular-panel"
            className={`popular-tab${item === tab ? ' is-active' : ''}`}
            onClick={() => setTab(item)}
          >
            <CategoryIcon category={item} />
            <span>{t(`category.${item}`)}</span>
          </button>
        ))}
      </div>
      <div id="popular-panel" role="tabpanel" aria-labelledby={`popular-tab-${tab}`}>
        {tab === 'HOT' ? (
          <HotTab />
        ) : GAME_TABS.has(tab) ? (
          <GamesTab gameType={tab} />
        ) : (
          <VendorTiles tiles={types.data?.mapping[tab] ?? []} />
        )}
      </div>
    </section>
  );
}

// A tab's games render as a transition when they arrive (see HomePage): the grid's tiles are the
// largest render of the page.
function HotTab() {
  const hot = useDeferredValue(useHotGames());
  const favorites = useFavoriteIds();
  if (hot.isPending) return <TilesSkeleton />;
  return (
    <QueryState query={hot} isEmpty={(games) => games.length === 0}>
      {(games) => <GameGrid games={games.slice(0, TAB_GAMES)} favorites={favorites} />}
    </QueryState>
  );
}

function GamesTab({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation('common');
  const list = useDeferredValue(useGameList({ gameType }));
  const favorites = useFavoriteIds();
  if (list.isPending) return <TilesSkeleton />;
  return (
    <QueryState query={list} isEmpty={(pages) => pages.games.length === 0}>
      {(pages) => (
        <>
          <GameGrid games={pages.games.slice(0, TAB_GAMES)} favorites={favorites} />
          {pages.total > TAB_GAMES && (
            <Link className="popular-more" to={moreLink(gameType)}>
              {t('game.see_all', { count: pages.total, category: t(`category.${gameType}`) })}
            </Link>
          )}
        </>
      )}
    </QueryState>
  );
}

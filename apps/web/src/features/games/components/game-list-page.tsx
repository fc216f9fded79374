import { isGameType, type GameItem, type GameType } from '@app/contracts';
import { useCallback, useDeferredValue, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGameList, useGameTypes, useHotGames, type GameFilter } from '@/shared/games/catalogue';
import { useFavoriteIds } from '@/shared/games/favourites';
import { GameGrid } from '@/shared/games/game-tile';
import { useSession } from '@/shared/session';
import { LoadMorePages } from '@/shared/ui/load-more';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useFavoriteGames, useRecentGames } from '../api/personal';
import { useVendors } from '../api/vendors';
import { FilterSheet, type GameFilterChoice } from './filter-sheet';
import { VendorCarousel } from './vendor-carousel';
import './games.css';

/** SPEC §4 game list classification: All, New, Fav, Hot, Rec, or a class key of the category. */
type View = { kind: 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'REC' } | { kind: 'CLASS'; key: string };
const ALL: View = { kind: 'ALL' };
const NEW: View = { kind: 'NEW' };
/**
 * The tiles of a phone's first screen under the vendor row and tabs: three rows, of 3 columns
 * below 400 px and of 4 from there (game-tile.css).
 */
const FIRST_SCREEN_TILES = 12;
const sameView = (a: View, b: View) =>
  a.kind === b.kind && (a.kind !== 'CLASS' || (b.kind === 'CLASS' && a.key === b.key));

/**
 * /m/gameList?gameType=… (and /m/slotsCenter, /m/gameCenter): one category's games (SPEC §2
 * "Game list"). `fixed` is the category a route stands for; `?vassalage=` fixes a vendor.
 */
export function GameListPage({ fixed }: { fixed?: GameType }) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const asked = params.get('gameType');
  const gameType: GameType = fixed ?? (isGameType(asked) ? asked : 'SLOTS');
  const fixedVendor = params.get('vassalage') ?? undefined;

  const [view, setView] = useState<View>(ALL);
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [choice, setChoice] = useState<GameFilterChoice>({ vassalage: fixedVendor });
  const [filterOpen, setFilterOpen] = useState(false);

  const vendors = useVendors(gameType);
  const types = useGameTypes();
  const classes =
    types.data?.sorting.find((entry) => entry.gameCategory === gameType)?.gameClassify ?? [];
  const showClasses = classes.length > 1 && fixedVendor === undefined && view.kind !== 'HOT';

  /** Changing the view clears the search and starts again at page 1 (SPEC §4). */
  const choose = (next: View) => {
    setView(next);
    setSearch('');
    setSubmitted('');
  };
  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(search.trim());
    if (view.kind !== 'ALL' && view.kind !== 'NEW' && view.kind !== 'CLASS') setView(ALL);
  };

  return (
    <section className="game-list-page" aria-labelledby="game-list-title">
      <div className="game-list-head">
        <h1 id="game-list-title">{t(`common:category.${gameType}`)}</h1>
      </div>
      {fixedVendor === undefined && (
        <VendorCarousel
          vendors={vendors.data ?? []}
          selected={choice.vassalage}
          onSelect={(vassalage) => setChoice((current) => ({ ...current, vassalage }))}
        />
      )}
      <form className="game-search" role="search" onSubmit={onSearch}>
        <input
          type="search"
          enterKeyHint="search"
          value={search}
          maxLength={50}
          placeholder={t('search_placeholder')}
          aria-label={t('search_placeholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="game-search-go">
          {t('search')}
        </button>
      </form>
      <div className="game-shortcuts">
        {(['REC', 'FAV', 'HOT'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={`game-shortcut${view.kind === kind ? ' is-active' : ''}`}
            aria-pressed={view.kind === kind}
            onClick={() => choose(view.kind === kind ? ALL : { kind })}
          >
            {t(kind === 'REC' ? 'recent' : kind === 'FAV' ? 'favorites' : 'hot')}
          </button>
        ))}
        <button
          type="button"
          className="game-shortcut is-filter"
          onClick={() => setFilterOpen(true)}
        >
          {t('filter')}
          {(choice.minBet !== undefined || choice.gameClassify !== undefined) && (
            <span className="filter-dot" aria-hidden="true" />
          )}
        </button>
      </div>
      {/* SPEC §4's classification row: All, New (isNew), then the category's classes; Fav, Hot
          and Rec are the shortcut buttons above (SPEC §2). */}
      {showClasses && (
        <div className="game-classes" role="tablist" aria-label={t('classes_label')}>
          {[
            { view: ALL, label: t('all') },
            { view: NEW, label: t('new') },
            ...classes.map((item) => ({
              view: { kind: 'CLASS', key: item.key } as const,
              label: item.displayName,
            })),
          ].map((item) => {
            const active = sameView(view, item.view);
            return (
              <button
                key={item.view.kind === 'CLASS' ? item.view.key : item.view.kind}
                type="button"
                role="tab"
                aria-selected={active}
                className={`game-class${active ? ' is-active' : ''}`}
                onClick={() => choose(item.view)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
      <GameResults gameType={gameType} view={view} search={submitted} choice={choice} />
      <FilterSheet
        visible={filterOpen}
        gameType={gameType}
        vendors={vendors.data ?? []}
        classes={classes}
        value={choice}
        onClose={() => setFilterOpen(false)}
        onSubmit={(next) => {
          setFilterOpen(false);
          setChoice({ ...next, vassalage: fixedVendor ?? next.vassalage });
          if (next.gameClassify !== undefined) setView(ALL);
        }}
      />
    </section>
  );
}

type ResultsProps = { gameType: GameType; view: View; search: string; choice: GameFilterChoice };

/** The grid of the chosen view, with the states every list has. */
function GameResults({ gameType, view, search, choice }: ResultsProps) {
  const { t } = useTranslation('games');
  const favorites = useFavoriteIds();
  const isSignedIn = useSession() !== undefined;
  const filter: GameFilter = {
    gameType,
    vassalage: choice.vassalage,
    gameClassify: view.kind === 'CLASS' ? view.key : choice.gameClassify,
    minBet: choice.minBet,
    isNew: view.kind === 'NEW' ? true : undefined,
    gameName: search || undefined,
  };
  const listed = view.kind === 'ALL' || view.kind === 'NEW' || view.kind === 'CLASS';
  const list = useGameList(filter, listed);
  const hot = useHotGames(gameType, view.kind === 'HOT');
  const favoriteList = useFavoriteGames(gameType, view.kind === 'FAV');
  const recent = useRecentGames(gameType, view.kind === 'REC');
  const paged = view.kind === 'FAV' ? favoriteList : view.kind === 'REC' ? recent : list;
  // Games that arrive render as a transition, in slices a phone can paint between, not as one
  // long task (a page of tiles took a second of a CPU slowed 4x, issue 32).
  const hotShown = useDeferredValue(hot);
  const pagedShown = useDeferredValue(paged);
  // Removed in the favourites view: out of the grid at once, before the list is asked again.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // Stable, so a memoized tile renders again only when its own game or heart changes.
  const isFavView = view.kind === 'FAV';
  const onFavoriteChange = useCallback(
    (game: GameItem, favorite: boolean) => {
      if (!isFavView) return;
      setRemoved((current) => {
        const next = new Set(current);
        if (favorite) next.delete(game.nodeId);
        else next.add(game.nodeId);
        return next;
      });
    },
    [isFavView],
  );
  const ofVendor = (games: readonly GameItem[]) =>
    choice.vassalage ? games.filter((game) => game.vassalage === choice.vassalage) : games;

  if ((view.kind === 'FAV' || view.kind === 'REC') && !isSignedIn) {
    return (
      <NoData>
        <p className="game-empty">{t('login_to_see')}</p>
        <Link className="game-login" to="/m/login">
          {t('login')}
        </Link>
      </NoData>
    );
  }
  if (view.kind === 'HOT') {
    return (
      <QueryState
        query={hotShown}
        skeletonRows={3}
        isEmpty={(games) => ofVendor(games).length === 0}
        empty={<Empty text={t('empty')} />}
      >
        {(games) => (
          <GameGrid games={ofVendor(games)} favorites={favorites} eagerTiles={FIRST_SCREEN_TILES} />
        )}
      </QueryState>
    );
  }
  const emptyText =
    view.kind === 'FAV'
      ? t('empty_favorites')
      : view.kind === 'REC'
        ? t('empty_recent')
        : search
          ? t('empty_search', { text: search })
          : view.kind === 'NEW'
            ? t('empty_new')
            : t('empty');
  const shown = (games: readonly GameItem[]) =>
    ofVendor(view.kind === 'FAV' ? games.filter((game) => !removed.has(game.nodeId)) : games);
  return (
    <QueryState
      query={pagedShown}
      skeletonRows={3}
      isEmpty={(pages) => shown(pages.games).length === 0 && !pagedShown.hasNextPage}
      empty={<Empty text={emptyText} />}
    >
      {(pages) => (
        <>
          {listed && (
            <p className="game-count" aria-live="polite">
              {t('count', { count: pages.total })}
            </p>
          )}
          <GameGrid
            games={shown(pages.games)}
            favorites={favorites}
            onFavoriteChange={onFavoriteChange}
            eagerTiles={FIRST_SCREEN_TILES}
          />
          <LoadMorePages pages={pagedShown} />
        </>
      )}
    </QueryState>
  );
}

function Empty({ text }: { text: string }) {
  return <NoData note={text} noteClass="game-empty" />;
}

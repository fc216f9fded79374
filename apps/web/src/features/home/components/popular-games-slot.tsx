import { lazy, Suspense } from 'react';

const PopularGames = lazy(() =>
  import('./popular-games').then((m) => ({ default: m.PopularGames })),
);

/** Tiles a panel's tab shows at most (and its skeleton holds room for). */
export const TAB_GAMES = 12;

/** Placeholder tiles shaped like the grid they stand for: the page never moves when it comes. */
export function TilesSkeleton() {
  return (
    <div className="home-tiles-skeleton" aria-hidden="true">
      {Array.from({ length: TAB_GAMES }, (_, tile) => (
        <span key={tile} className="skeleton" />
      ))}
    </div>
  );
}

/**
 * The popular games panel of SPEC §2 Home, in a chunk of its own (tiles, hearts, the launch): the
 * first load stays within its budget. Until it arrives a skeleton holds its place: the tab row
 * and the first tab's tiles.
 */
export function PopularGamesSlot() {
  return (
    <Suspense
      fallback={
        <div className="home-games">
          <div className="home-games-tabs skeleton" aria-hidden="true" />
          <TilesSkeleton />
        </div>
      }
    >
      <PopularGames />
    </Suspense>
  );
}

import type { GameItem } from '@app/contracts/games-zod-free';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';
import { useSession } from '../session';
import { useToggleFavorite } from './favourites';
import { useLaunchGame } from './launch';
import { useLoginPrompt } from '../login-prompt';
import './game-tile.css';

type GameTileProps = {
  game: GameItem;
  favorite: boolean;
  /** Called once the server took the change (the favourites view drops the tile at once). */
  onFavoriteChange?: (game: GameItem, favorite: boolean) => void;
  /** Its art is fetched at once, not when laid out near the screen (a first row's tile). */
  eager?: boolean;
};

/**
 * A game of a grid (UI.md): its art, name and vendor, HOT / NEW badges, and a heart. A tap
 * launches the game; the heart keeps it among the member's favourites. Memoized: a grid that
 * grows by a page (or a heart that changes) renders only the tiles that changed.
 */
export const GameTile = memo(function GameTile({
  game,
  favorite,
  onFavoriteChange,
  eager = false,
}: GameTileProps) {
  const { t } = useTranslation('common');
  const launch = useLaunchGame();
  return (
    <li className="game-tile">
      <button
        type="button"
        className="game-tile-play"
        disabled={!game.supportPlay}
        onClick={() => void launch({ nodeId: game.nodeId, vendor: game.vassalage })}
      >
        <span className="game-tile-art">
          <img
            src={game.iconUrl}
            alt=""
            width="96"
            height="96"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          {(game.isHot || game.isNew) && (
            <span className={`game-badge ${game.isHot ? 'is-hot' : 'is-new'}`}>
              {game.isHot ? t('game.hot') : t('game.new')}
            </span>
          )}
        </span>
        <span className="game-tile-name">{game.gameName}</span>
        <span className="game-tile-vendor">{game.vassalage}</span>
      </button>
      <FavoriteHeart game={game} favorite={favorite} onChange={onFavoriteChange} />
    </li>
  );
});

function FavoriteHeart({
  game,
  favorite,
  onChange,
}: {
  game: GameItem;
  favorite: boolean;
  onChange?: (game: GameItem, favorite: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const askToLogIn = useLoginPrompt();
  const isSignedIn = useSession() !== undefined;
  const toggle = useToggleFavorite();
  const label = t(favorite ? 'game.favorite_remove' : 'game.favorite_add', { name: game.gameName });

  async function onClick() {
    if (!isSignedIn) {
      await askToLogIn(t('game.favorite_login_body'));
      return;
    }
    try {
      await toggle.mutateAsync({ game, favorite: !favorite });
      onChange?.(game, !favorite);
    } catch (error) {
      // The heart stays as it was; the member is told why (offline, the game gone …).
      toast.message(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <button
      type="button"
      className={`game-heart${favorite ? ' is-on' : ''}`}
      aria-label={label}
      aria-pressed={favorite}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}

/**
 * A grid of game tiles: 3 columns on a phone, 4 from 400 px (UI.md). `eagerTiles`: how many
 * first tiles fetch their art at once, for a grid at the top of its page (the game list, whose
 * first screen is those tiles); lazy images wait for a layout, a step later on a slow phone.
 */
export function GameGrid({
  games,
  favorites,
  onFavoriteChange,
  eagerTiles = 0,
}: {
  games: readonly GameItem[];
  favorites: ReadonlySet<string>;
  onFavoriteChange?: (game: GameItem, favorite: boolean) => void;
  eagerTiles?: number;
}) {
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <GameTile
          key={`${game.vassalage}:${game.nodeId}`}
          game={game}
          favorite={favorites.has(game.nodeId)}
          onFavoriteChange={onFavoriteChange}
          eager={index < eagerTiles}
        />
      ))}
    </ul>
  );
}

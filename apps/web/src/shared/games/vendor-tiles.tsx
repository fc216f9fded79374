import type { VendorTile } from '@app/contracts/games-zod-free';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from './launch';
import './game-tile.css';

/** Vendor tiles (SPEC §3 "Vendor tile"): a tap opens the vendor's lobby. */
export function VendorTiles({ tiles }: { tiles: readonly VendorTile[] }) {
  const { t } = useTranslation('common');
  const launch = useLaunchGame();
  return (
    <ul className="lobby-tiles">
      {tiles.map((tile) => (
        <li key={`${tile.vassalage}:${tile.nodeId}`}>
          <button
            type="button"
            className="lobby-tile"
            aria-label={t('game.play_lobby', { name: tile.displayName })}
            onClick={() =>
              void launch({ vendor: tile.vassalage, gameId: tile.gameId, nodeId: tile.nodeId })
            }
          >
            <img src={tile.mobileLargeIcon} alt="" width="300" height="200" loading="lazy" />
            <span>{tile.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

import { isGameType } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGameTypes } from '@/shared/games/catalogue';
import { VendorTiles } from '@/shared/games/vendor-tiles';
import { QueryState } from '@/shared/ui/query-state';
import './games.css';

/**
 * /m/gameLobby?gameType=…: the vendors of a category that are entered through their own lobby
 * (sports, live casino, cockfight…), one large tile each; every category's when none is given.
 */
export function GameLobbyPage() {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const asked = params.get('gameType');
  const types = useGameTypes();
  return (
    <section className="game-lobby-page">
      <QueryState query={types} skeletonRows={4} isEmpty={(data) => data.sorting.length === 0}>
        {(data) => {
          const categories = data.sorting
            .map((entry) => entry.gameCategory)
            .filter((category) => !isGameType(asked) || category === asked);
          return categories.map((category) => {
            const codes = data.sorting.find((entry) => entry.gameCategory === category)?.vassalage;
            const tiles = (data.mapping[category] ?? []).filter(
              (tile) => codes === undefined || codes.includes(tile.vassalage),
            );
            if (tiles.length === 0) return null;
            const name = t(`common:category.${category}`);
            return (
              <div key={category} className="lobby-group">
                <h2>{t('lobby_title', { category: name })}</h2>
                <VendorTiles tiles={tiles} />
              </div>
            );
          });
        }}
      </QueryState>
    </section>
  );
}

import type { LotteryGame } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/shared/ui/query-state';
import { useLotteryGroups } from '../api/lobby';
import { keptData } from '../lib/kept-data';
import { betPageOf, useOpenGame } from '../hooks/use-open-game';
import { usePrizeMode } from '../hooks/use-prize-mode';
import { saleDeadline } from '../lib/countdown';
import { SaleClock } from './sale-clock';
import './lottery.css';
import './lobby.css';
import './lobby-clock.css';

/**
 * /m/moreLottery (no footer, SPEC §2): every lottery game by group (GET /lgw/vn/games/game_menu)
 * as tiles with their countdowns; a tile opens the game's betting page.
 */
export function MoreLotteryPage() {
  const { t } = useTranslation('lottery');
  const prizeMode = usePrizeMode();
  const groups = useLotteryGroups(prizeMode);
  const onOpen = useOpenGame(prizeMode);
  const pathOf = (game: LotteryGame) => betPageOf(game.gameCode, prizeMode ?? 'LOTT');
  return (
    <section className="more-lottery" aria-labelledby="more-lottery-title">
      <h1 id="more-lottery-title" className="lottery-page-title">
        {t('more.title')}
      </h1>
      <QueryState
        query={keptData(groups)}
        skeletonRows={6}
        isEmpty={({ value }) => value.every((group) => group.games.length === 0)}
      >
        {({ value, pair }) =>
          value.map((group) => (
            <section
              key={group.gameGroupId}
              className="more-lottery-group"
              aria-labelledby={`lottery-group-${group.gameGroupId}`}
            >
              <h2 id={`lottery-group-${group.gameGroupId}`}>{group.displayName}</h2>
              <ul className="lottery-tiles">
                {group.games.map((game) => (
                  <li key={game.gameId} className="lottery-tile">
                    <Link
                      to={pathOf(game)}
                      onClick={(event) => onOpen(event, game.gameCode)}
                      className="lottery-tile-link"
                    >
                      <span className="lottery-tile-art">
                        <img src={game.mobileIconUrl} alt="" width="96" height="96" />
                      </span>
                      <span className="lottery-tile-name">{game.gameName}</span>
                    </Link>
                    <SaleClock deadline={saleDeadline(game, pair)} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </QueryState>
    </section>
  );
}

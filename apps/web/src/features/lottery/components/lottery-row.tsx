import type { LotteryGame } from '@app/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WinningBalls } from '@/shared/lottery/winning-number';
import type { OpenGame } from '../hooks/use-open-game';
import { winningDigits } from '../lib/winning-digits';
import { FavouriteHeart } from './favourite-heart';
import { SaleClock } from './sale-clock';

type Props = {
  game: LotteryGame;
  /** When its sales close (saleDeadline), null when not on sale. */
  deadline: number | null;
  favourite: boolean;
  to: string;
  onOpen: OpenGame;
  onToggleFavourite: (gameId: number) => void;
};

/**
 * A lobby row (SPEC §2): icon, name, sale indicator with its countdown, the current draw number,
 * the previous winning number as balls, a heart. The name is the link to the betting page and
 * its tap area covers the row. Memoised: the clock re-renders only the countdown.
 */
export const LotteryRow = memo(function LotteryRow(props: Props) {
  const { game, deadline, favourite, to, onOpen, onToggleFavourite } = props;
  const { t } = useTranslation('lottery');
  const digits = winningDigits(game.previousWinningNumber);
  return (
    <li className="lottery-row">
      <div className="lottery-row-top">
        <img
          className="lottery-row-icon"
          src={game.mobileIconUrl}
          alt=""
          width="52"
          height="52"
          loading="lazy"
          decoding="async"
        />
        <div className="lottery-row-title">
          <Link
            className="lottery-row-link"
            to={to}
            onClick={(event) => onOpen(event, game.gameCode)}
          >
            {game.gameName}
          </Link>
          <span className="lottery-row-numero">
            {game.numero ? t('draw_no', { numero: game.numero }) : t('no_draw')}
          </span>
        </div>
        <FavouriteHeart
          name={game.gameName}
          favourite={favourite}
          onToggle={() => onToggleFavourite(game.gameId)}
        />
      </div>
      <div className="lottery-row-strip">
        <span className="lottery-row-result">
          <span className="lottery-row-result-label" aria-hidden="true">
            {t('last_result')}
          </span>
          {digits.length > 0 ? (
            <WinningBalls digits={digits} label={t('last_result')} />
          ) : (
            <span className="lottery-row-none">{t('no_result')}</span>
          )}
        </span>
        <SaleClock deadline={deadline} />
      </div>
    </li>
  );
});

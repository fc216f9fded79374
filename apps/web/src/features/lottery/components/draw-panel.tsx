import { lotteryFairPath, type DrawResult, type LotteryGame } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DrawVerdict } from '@/shared/lottery/draw-verdict';
import { WinningNumber } from '@/shared/lottery/winning-number';
import { SaleClock } from './sale-clock';

type Props = {
  game: LotteryGame;
  deadline: number | null;
  /** The previous draw with its revealed seed, once the history has it. */
  previous: DrawResult | undefined;
};

/**
 * The betting page's head: the game, its current draw (number, countdown to the sale's close,
 * the seed hash committed before the sale) and the previous result, checked in the browser.
 */
export function DrawPanel({ game, deadline, previous }: Props) {
  const { t } = useTranslation('lottery');
  return (
    <section className="draw-panel" aria-labelledby="draw-panel-title">
      <div className="draw-panel-game">
        <img src={game.mobileIconUrl} alt="" width="56" height="56" />
        <div>
          <h1 id="draw-panel-title">{game.gameName}</h1>
          <p>{game.remark}</p>
        </div>
      </div>
      <div className="draw-panel-current">
        <div className="draw-panel-numero">
          <span className="draw-panel-label">{t('bet.current_draw')}</span>
          <strong data-testid="current-numero">{game.numero ?? t('no_draw')}</strong>
        </div>
        <SaleClock deadline={deadline} size="large" />
      </div>
      {game.seedHash && (
        <div className="draw-panel-commit">
          <span className="draw-panel-label">{t('bet.commitment')}</span>
          <code>{game.seedHash}</code>
          <Link to={lotteryFairPath(game.gameCode)}>{t('bet.how_to_verify')}</Link>
        </div>
      )}
      <div className="draw-panel-previous" data-testid="previous-result">
        <span className="draw-panel-label">
          {game.previousNumero
            ? t('bet.previous_draw', { numero: game.previousNumero })
            : t('no_result')}
        </span>
        {game.previousWinningNumber && (
          <WinningNumber
            format={game.numberFormat}
            winningNumber={game.previousWinningNumber}
            label={t('last_result')}
            size="large"
          />
        )}
        {previous && previous.numero === game.previousNumero && (
          <DrawVerdict
            draw={{ ...previous, gameCode: game.gameCode, numberFormat: game.numberFormat }}
          />
        )}
      </div>
    </section>
  );
}

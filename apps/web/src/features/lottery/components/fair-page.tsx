import { LOTTERY_FAIRNESS_ALGORITHM } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { menuGames, useLotteryMenus } from '../api/lobby';
import { betPageOf, useOpenGame } from '../hooks/use-open-game';
import { usePrizeMode } from '../hooks/use-prize-mode';
import { DrawHistoryList } from './draw-history';
import './lottery.css';
import './results.css';
import { TitledSection } from '@/shared/ui/titled-section';

const STEPS = ['commit', 'seal', 'reveal', 'digits', 'late', 'check'] as const;

/**
 * /m/lottery/fair/:gameCode, open to everyone: how a draw is made and checked (seed committed
 * before the sale, the bets sealed at the close mixed in, reveal, recompute; a late draw is drawn,
 * never voided), then every result of the game with its proof and this browser's check.
 */
export function LotteryFairPage() {
  const { t } = useTranslation('lottery');
  const { gameCode = '' } = useParams();
  const prizeMode = usePrizeMode();
  const menus = useLotteryMenus(prizeMode);
  const game = menus.data && menuGames(menus.data.value).find((g) => g.gameCode === gameCode);
  const betPath = game && betPageOf(game.gameCode, prizeMode ?? 'LOTT');
  const onOpen = useOpenGame(prizeMode);
  return (
    <TitledSection
      className="lottery-fair"
      titleId="lottery-fair-title"
      level={1}
      titleClassName="lottery-page-title"
      title={t('fair.title')}
    >
      {game && <p className="lottery-fair-game">{game.gameName}</p>}
      <div className="fair-explainer">
        <h2>{t('fair.how_title')}</h2>
        <ol className="fair-steps">
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="fair-step-no" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{t(`fair.steps.${step}.title`)}</h3>
                <p>{t(`fair.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <pre className="fair-formula" aria-label={t('fair.formula_label')}>
          {[
            'seedHash = SHA-256(seed)',
            'line = "id:orderId:betType:position:pick:amount:multiple"',
            'betsDigest = SHA-256(join("\\n", sortById(lines)))',
            'block(r) = HMAC-SHA256(seed, "gameCode:numero:betsDigest:r")',
            'digit = byte mod 10   (byte < 250)',
          ].join('\n')}
        </pre>
        <p className="fair-note">{t('fair.note', { algorithm: LOTTERY_FAIRNESS_ALGORITHM })}</p>
      </div>
      <h2 className="lottery-section-title">{t('history.title')}</h2>
      <DrawHistoryList gameCode={gameCode} />
      {betPath && (
        <Link
          className="lottery-cta is-wide"
          to={betPath}
          onClick={(event) => onOpen(event, gameCode)}
        >
          {t('fair.to_bet')}
        </Link>
      )}
    </TitledSection>
  );
}

import type { TeamBet } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { BetFigures } from './bet-figures';
import { DetailRow } from '@/shared/ui/detail-row';

const tone = (minor: number) => (minor > 0 ? ' is-gain' : minor < 0 ? ' is-loss' : '');

/**
 * A bet of the team: who (and their agent), the game and draw, what was bet, its status, the
 * stake, valid stake and win, the P&L large, when it was made and settled.
 */
export function TeamBetRow({ bet }: { bet: TeamBet }) {
  const { t, i18n } = useTranslation('teamBetting');
  const language = parseLanguage(i18n.language);
  const { signed } = useMoney();
  const pnl = bet.status === 'open' ? 0 : bet.winAmount - bet.betAmount;
  return (
    <li className="tbet-row" data-testid="tbet-row">
      <div className="tbet-row-head">
        <div className="tbet-row-who">
          <strong className="tbet-row-name">{bet.customerName}</strong>
          <span className="tbet-row-agent">
            {t('row.agent', { name: bet.directAgentName || '—' })}
          </span>
        </div>
        <span className={`tbet-status is-${bet.status}`}>{t(`statuses.${bet.status}`)}</span>
      </div>
      <p className="tbet-row-game">
        <span className="tbet-game">
          {bet.game === 'lottery' || bet.game === 'vendor' ? bet.gameName : t(`games.${bet.game}`)}
        </span>
        <span className="tbet-numero">{t('row.numero', { numero: bet.numero })}</span>
      </p>
      {bet.betContent && <p className="tbet-content">{bet.betContent}</p>}
      <BetFigures figures={bet}>
        <DetailRow term={t('figures.profitAndLoss')}>
          <Figure className={`tbet-figure${tone(pnl)}`}>{signed(pnl)}</Figure>
        </DetailRow>
      </BetFigures>
      <p className="tbet-times">
        <span>{t('row.bet_time', { time: formatDateTime(bet.betTime, language) })}</span>
        <span>
          {bet.settleTime === null
            ? t('row.unsettled')
            : t('row.settle_time', { time: formatDateTime(bet.settleTime, language) })}
        </span>
      </p>
    </li>
  );
}

import { validLotteryBets, VALID_BET_MAX_WIN_PERCENT, type NumberFormatCode } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { SlipBet } from '../lib/slip';

/**
 * Which lottery bets count (contracts/valid-bet.ts, the server's rule): a member's bets of one
 * draw that together win more than 66 % of the time count for nothing. Said quietly under the
 * slip, as a warning when the slip's own bets already cover that much (the server also counts the
 * member's bets on the draw placed before).
 */
export function ValidBetNote({ bets, format }: { bets: SlipBet[]; format: NumberFormatCode }) {
  const { t } = useTranslation('lottery');
  const counts = validLotteryBets(format, bets).every(Boolean);
  const percent = VALID_BET_MAX_WIN_PERCENT;
  return (
    <p
      className={`valid-bet-note${counts ? '' : ' is-warning'}`}
      data-testid="valid-bet-note"
      role={counts ? undefined : 'status'}
    >
      {t(counts ? 'valid_bet.rule' : 'valid_bet.not_counted', { percent })}
    </p>
  );
}

import { ODDS_SCALE, type LotteryLimits } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { oddsText, useBetLabel } from '@/shared/lottery/bet-label';
import { useMoney } from '@/shared/money';
import { slipIssue, slipTotal, stakeOf, type SlipBet } from '../lib/slip';
import { Figure } from '@/shared/ui/figure';
import type { OrderProblem } from '../hooks/use-slip-order';

type SlipProps = {
  bets: readonly SlipBet[];
  problem: OrderProblem | undefined;
  onRemove: (index: number) => void;
  onClear: () => void;
};

/**
 * The bet slip: each bet with its stake, odds and what it may pay; a refusal of the server that
 * names a bet shows under it.
 */
export function BetSlip({ bets, problem, onRemove, onClear }: SlipProps) {
  const { t } = useTranslation('lottery');
  const label = useBetLabel();
  const { money } = useMoney();

  return (
    <section className="bet-slip" aria-labelledby="bet-slip-title">
      <div className="bet-slip-head">
        <h2 id="bet-slip-title">{t('slip.title', { count: bets.length })}</h2>
        {bets.length > 0 && (
          <button type="button" className="text-button" onClick={onClear}>
            {t('slip.clear')}
          </button>
        )}
      </div>
      {bets.length === 0 ? (
        <p className="bet-slip-empty">{t('slip.empty')}</p>
      ) : (
        <ul className="bet-slip-list">
          {bets.map((bet, index) => {
            const stake = stakeOf(bet);
            const error = problem?.bet === index ? problem.message : undefined;
            return (
              <li key={`${bet.betType}:${bet.position}:${bet.pick}`} className="slip-bet">
                <div className="slip-bet-main">
                  <span className="slip-bet-label">{label(bet)}</span>
                  <span className="slip-bet-stake">
                    {bet.multiple > 1
                      ? t('slip.stake_multiple', {
                          amount: money(bet.amount),
                          multiple: bet.multiple,
                          stake: money(stake),
                        })
                      : money(stake)}
                  </span>
                </div>
                <div className="slip-bet-meta">
                  <Figure>{oddsText(bet.odds)}</Figure>
                  <span>
                    {t('slip.may_win', {
                      amount: money(Math.floor((stake * bet.odds) / ODDS_SCALE)),
                    })}
                  </span>
                </div>
                <button
                  type="button"
                  className="slip-remove"
                  aria-label={t('slip.remove', { bet: label(bet) })}
                  onClick={() => onRemove(index)}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" />
                  </svg>
                </button>
                {error && (
                  <p className="field-issue slip-bet-issue" role="alert">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type BarProps = {
  bets: readonly SlipBet[];
  limits: LotteryLimits;
  balance: number | undefined;
  /** Whether the current draw takes bets now (on sale, time left). */
  isOpen: boolean;
  isPending: boolean;
  isRetry: boolean;
  problem: OrderProblem | undefined;
  onSubmit: () => void;
};

/**
 * The slip's total and the button that sends it (after a confirm), kept in view at the bottom of
 * the betting panel. What keeps it off (a closed draw, a short balance, the draw's limit) or a
 * refusal of the whole order shows above the button.
 */
export function BetBar(props: BarProps) {
  const { bets, limits, balance, isOpen, isPending, isRetry, problem } = props;
  const { t } = useTranslation('lottery');
  const { money } = useMoney();
  const total = slipTotal(bets);
  const issue = slipIssue(bets, limits, balance);
  const notice = !isOpen
    ? t(bets.length > 0 ? 'slip.closed' : 'slip.closed_empty')
    : issue
      ? t(`slip.${issue}`, { max: money(limits.drawMax) })
      : problem && problem.bet === undefined
        ? problem.message
        : undefined;
  return (
    <div className="bet-bar">
      {notice && (
        <p className="bet-bar-notice" role="alert">
          {notice}
        </p>
      )}
      <div className="bet-bar-row">
        <div className="bet-bar-total">
          <span>{t('slip.total', { count: bets.length })}</span>
          <strong data-testid="slip-total">
            <Figure>{money(total)}</Figure>
          </strong>
        </div>
        <button
          type="button"
          className="lottery-cta is-big"
          disabled={bets.length === 0 || !isOpen || issue !== undefined || isPending}
          onClick={props.onSubmit}
        >
          {isPending ? t('slip.sending') : isRetry ? t('slip.send_again') : t('slip.send')}
        </button>
      </div>
    </div>
  );
}

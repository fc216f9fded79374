import type { BetResult } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';

/**
 * The settled bet, said once the animation has shown it, and what it did to the balance. Only a
 * net win (payout above the stake) is celebrated as a win; a payout of the stake or less is money
 * back of the bet, said as such (a loss disguised as a win is still a loss).
 */
export function BetResultBanner({ result, symbol }: { result: BetResult; symbol: string }) {
  const { t, i18n } = useTranslation('inhouse');
  const money = (minor: number) => formatMoney(minor, symbol, parseLanguage(i18n.language));
  const won = result.payout > result.stake;
  const back = result.payout > 0 && !won;
  const tone = won ? 'is-win' : back ? 'is-back' : 'is-lose';
  const net = result.profit >= 0 ? `+${money(result.profit)}` : `−${money(-result.profit)}`;
  return (
    <div
      className={`bet-result ${tone}`}
      role="status"
      data-testid="bet-result"
      data-profit={result.profit}
    >
      <strong className="bet-result-title">
        {won
          ? t('result.win', { amount: money(result.payout) })
          : back
            ? t('result.back', { amount: money(result.payout), stake: money(result.stake) })
            : t('result.lose')}
      </strong>
      <span className="bet-result-net">{t('result.net', { amount: net })}</span>
    </div>
  );
}

import type { BetResult } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/format';

/**
 * The settled bet, said once the animation has shown it: the amount won (payout) or the stake
 * lost, and what it did to the balance.
 */
export function BetResultBanner({ result, symbol }: { result: BetResult; symbol: string }) {
  const { t, i18n } = useTranslation('inhouse');
  const money = (minor: number) =>
    `${symbol}${formatAmount(minor / 100, parseLanguage(i18n.language))}`;
  const won = result.payout > 0;
  // A win smaller than the stake: said as a win, drawn without the full celebration.
  const tone = !won ? 'is-lose' : result.profit < 0 ? 'is-win is-partial' : 'is-win';
  const net = result.profit >= 0 ? `+${money(result.profit)}` : `−${money(-result.profit)}`;
  return (
    <div
      className={`bet-result ${tone}`}
      role="status"
      data-testid="bet-result"
      data-profit={result.profit}
    >
      <strong className="bet-result-title">
        {won ? t('result.win', { amount: money(result.payout) }) : t('result.lose')}
      </strong>
      <span className="bet-result-net">{t('result.net', { amount: net })}</span>
    </div>
  );
}

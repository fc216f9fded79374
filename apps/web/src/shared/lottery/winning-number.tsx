import { NUMBER_FORMATS, parseWinningNumber, type NumberFormatCode } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import './lottery-shared.css';

type BallsProps = {
  digits: readonly string[];
  /** What a screen reader hears before the digits ("Last result"). */
  label: string;
  size?: 'small' | 'large';
};

/** Digits as lottery balls (SPEC §2: the previous winning number, digit by digit). */
export function WinningBalls({ digits, label, size = 'small' }: BallsProps) {
  return (
    <span
      className={`lotto-balls is-${size}`}
      role="img"
      aria-label={`${label}: ${digits.join(' ')}`}
    >
      {digits.map((digit, index) => (
        <span key={index} className="lotto-ball" aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}

type WinningNumberProps = {
  format: NumberFormatCode;
  winningNumber: string;
  label: string;
  /** Every prize tier of a regional draw, not only its special prize. */
  full?: boolean;
  size?: 'small' | 'large';
};

/**
 * A drawn result: the special prize (the fast games' five digits) as balls, the fast games' sum
 * beside it, and with `full` a regional draw's every prize tier.
 */
export function WinningNumber({ format, winningNumber, label, full, size }: WinningNumberProps) {
  const { t } = useTranslation('lottery');
  const read = parseWinningNumber(format, winningNumber);
  if (!read) return <span className="lotto-raw">{winningNumber}</span>;
  const special = Array.from(read.numbers[0] ?? '');
  const tiers = tiersOf(format, read.numbers);
  return (
    <span className="lotto-result">
      <span className="lotto-result-main">
        <WinningBalls digits={special} label={label} size={size} />
        {read.sum !== null && (
          <span className="lotto-sum">{t('result.sum', { sum: read.sum })}</span>
        )}
      </span>
      {full && tiers.length > 1 && (
        <table className="lotto-tiers">
          <caption className="visually-hidden">{t('result.tiers_caption')}</caption>
          <tbody>
            {tiers.map(({ tier, numbers }) => (
              <tr key={tier}>
                <th scope="row">{t(`tier.${tier}`)}</th>
                <td>
                  {numbers.map((number, index) => (
                    <span key={index} className="lotto-tier-number">
                      {number}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </span>
  );
}

/** A result's numbers by prize tier, in the written order. */
function tiersOf(format: NumberFormatCode, numbers: readonly string[]) {
  let at = 0;
  return NUMBER_FORMATS[format].tiers.map(({ tier, count }) => {
    const mine = numbers.slice(at, at + count);
    at += count;
    return { tier, numbers: mine };
  });
}

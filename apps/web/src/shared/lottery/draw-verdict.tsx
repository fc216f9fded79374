import { verifyDraw, type VerifiableDraw } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './lottery-shared.css';

export type ProvableDraw = Omit<VerifiableDraw, 'winningNumber'> & {
  winningNumber: string | null;
  seed: string | null;
};

/**
 * A draw checked in this browser with the fairness function the server draws with: the revealed
 * seed hashes to the commitment published before the sale, and with the digest of the bets sealed
 * at the close (v2; none on a v1 draw) gives the winning number. Before the seed is public it says
 * so; a void draw (no winning number) has nothing to check.
 */
export function DrawVerdict({ draw }: { draw: ProvableDraw }) {
  const { t } = useTranslation('lottery');
  const { gameCode, numero, numberFormat, seedHash, winningNumber, seed } = draw;
  const betsDigest = draw.betsDigest ?? null;
  const valid = useMemo(
    () =>
      seed === null || winningNumber === null
        ? undefined
        : verifyDraw({ gameCode, numero, numberFormat, seedHash, winningNumber, betsDigest }, seed)
            .valid,
    [gameCode, numero, numberFormat, seedHash, winningNumber, seed, betsDigest],
  );
  if (winningNumber === null) return null;
  if (valid === undefined) {
    return <span className="lotto-verdict is-pending">{t('verify.pending')}</span>;
  }
  return (
    <span
      className={`lotto-verdict ${valid ? 'is-valid' : 'is-invalid'}`}
      data-testid="draw-verdict"
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          d={valid ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 6l12 12M18 6L6 18'}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {valid ? t('verify.valid') : t('verify.invalid')}
    </span>
  );
}

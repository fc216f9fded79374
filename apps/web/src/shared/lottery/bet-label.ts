import { ODDS_SCALE, type LotteryPick } from '@app/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const SIDES = new Set(['BIG', 'SMALL', 'ODD', 'EVEN']);

/**
 * A lottery bet in words, as the betting slip and the records show it: "Position 2 · 7",
 * "Sum · Big", "Special 2D · 47" (texts in the lottery namespace).
 */
export function useBetLabel() {
  const { t } = useTranslation('lottery');
  return useCallback(
    (bet: LotteryPick) =>
      t(`bet_label.${bet.betType}`, {
        position: bet.position ?? '',
        pick: SIDES.has(bet.pick) ? t(`side.${bet.pick}`) : bet.pick,
      }),
    [t],
  );
}

/** Odds as the site shows them, stake included: 9.7 → "×9.70". */
export const multiplierText = (odds: number): string => `×${odds.toFixed(2)}`;
/** Odds in basis points (the contracts' oddsOf): 97_000 → "×9.70". */
export const oddsText = (oddsBp: number): string => multiplierText(oddsBp / ODDS_SCALE);

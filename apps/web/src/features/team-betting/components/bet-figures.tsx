import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';

const KEYS = ['betAmount', 'validBetAmount', 'winAmount'] as const;

/** Stakes, valid stakes and wins, of a bet or of every bet the filter matches; `children` after. */
export function BetFigures({
  figures,
  children,
}: {
  figures: Record<(typeof KEYS)[number], number>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('teamBetting');
  const { money } = useMoney();
  return (
    <dl className="tbet-figures">
      {KEYS.map((key) => (
        <div key={key}>
          <dt>{t(`figures.${key}`)}</dt>
          <dd>
            <Figure className="tbet-figure">{money(figures[key])}</Figure>
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

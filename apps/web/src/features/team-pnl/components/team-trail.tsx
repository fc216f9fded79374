import { useTranslation } from 'react-i18next';

/** A level of the drill-down: the member whose direct downlines are listed (undefined: the caller). */
export type TrailStep = { customerId: number | undefined; customerName: string };

/**
 * Where in the team the list is: the agent, then each sub-agent drilled into; a tap on an
 * earlier level goes back up to it, the last is where the list is.
 */
export function TeamTrail({
  trail,
  onUp,
}: {
  trail: readonly TrailStep[];
  onUp: (depth: number) => void;
}) {
  const { t } = useTranslation('teamPnl');
  return (
    <nav className="tpnl-trail" aria-label={t('trail')}>
      <ol>
        {trail.map((step, depth) => {
          const isHere = depth === trail.length - 1;
          return (
            <li key={`${depth}:${step.customerId ?? 'me'}`}>
              {isHere ? (
                <span aria-current="location">{step.customerName}</span>
              ) : (
                <button type="button" onClick={() => onUp(depth)}>
                  {step.customerName}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { TILE_GROUPS, type KpiTotals } from '../lib/kpi';
import { TeamSection } from './team-section';

/**
 * The period's totals as tiles in three groups (members, money, play), figures in the display
 * face; the team's P&L signed and coloured, "online now" beside the members' counts.
 */
export function KpiTiles({ totals }: { totals: KpiTotals }) {
  const { t } = useTranslation('teamOverview');
  const { money, signed } = useMoney();
  return (
    <TeamSection name="kpi-tiles" title={t('tiles.title')}>
      {TILE_GROUPS.map((group) => (
        <div key={group.key} className={`kpi-group is-${group.key}`}>
          <h3 className="kpi-group-title">{t(`tiles.${group.key}`)}</h3>
          <dl className="kpi-grid">
            {group.tiles.map((tile) => {
              const value = totals[tile];
              const isPnl = tile === 'pnl';
              const tone = isPnl && value !== 0 ? (value > 0 ? ' is-gain' : ' is-loss') : '';
              return (
                <div key={tile} className={`kpi-tile${tone}`} data-testid={`kpi-${tile}`}>
                  <dt>{t(`tiles.${tile}`)}</dt>
                  <dd>
                    <Figure className="team-figure">
                      {group.kind === 'count'
                        ? formatWhole(value)
                        : isPnl
                          ? signed(value)
                          : money(value)}
                    </Figure>
                  </dd>
                </div>
              );
            })}
            {group.key === 'members' && (
              <div className="kpi-tile is-online" data-testid="kpi-online">
                <dt>{t('tiles.online')}</dt>
                <dd>
                  <Figure className="team-figure">{formatWhole(totals.online)}</Figure>
                </dd>
              </div>
            )}
          </dl>
        </div>
      ))}
    </TeamSection>
  );
}

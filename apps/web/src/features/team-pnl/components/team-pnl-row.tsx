import type { TeamPnlRow } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { DownlineActions } from '@/shared/ui/downline-actions';
import { RowFigures, RowPnl } from './row-figures';

/**
 * A direct downline and its whole team's totals: name, nickname, type and team size, the P&L
 * large, stakes, valid stakes and wins, the P&L of each game category played; a sub-agent's row
 * drills into its team, every row opens the member's own P&L.
 */
export function TeamPnlRowItem({
  row,
  onDrill,
  own = false,
}: {
  row: TeamPnlRow;
  onDrill?: (row: TeamPnlRow) => void;
  /** The listed member's own play (not its team's): named so, no drill-down. */
  own?: boolean;
}) {
  const { t } = useTranslation('teamPnl');
  const Item = own ? 'div' : 'li';
  return (
    <Item className={`tpnl-row${own ? ' is-own' : ''}`} data-testid={own ? 'tpnl-own' : 'tpnl-row'}>
      <div className="tpnl-row-head">
        <div className="tpnl-row-who">
          <strong className="tpnl-row-name">
            {own ? t('row.own', { name: row.customerName }) : row.customerName}
          </strong>
          {!own && (
            <span className="tpnl-row-meta">
              <span className={`tpnl-badge${row.isAgent ? ' is-agent' : ''}`}>
                {t(row.isAgent ? 'types.agent' : 'types.player')}
              </span>
              {row.nickname && <span className="tpnl-row-nick">{row.nickname}</span>}
              {row.isAgent && (
                <span>{t('row.team_size', { size: formatWhole(row.teamSize) })}</span>
              )}
            </span>
          )}
        </div>
        <RowPnl pnl={row.pnl} />
      </div>
      <RowFigures
        totals={row}
        keys={['bet', 'validBet', 'win']}
        quiet={<p className="tpnl-row-quiet">{t('row.no_bets')}</p>}
      />
      <DownlineActions
        ns="teamPnl"
        className="tpnl-row-actions"
        row={row}
        pnl="row.member_pnl"
        onDrill={row.isAgent && !own && onDrill ? () => onDrill(row) : undefined}
      />
    </Item>
  );
}

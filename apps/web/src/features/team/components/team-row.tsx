import type { Subordinate } from '@app/contracts';
import { isTrialType, parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatWhole } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { DownlineActions } from '@/shared/ui/downline-actions';
import { Figure } from '@/shared/ui/figure';
import { DetailRow } from '@/shared/ui/detail-row';

/** Where a row's transfer link goes. */
export const transferPath = (id: number) => `/m/agent/transfer?to=${id}`;

/** The type's word: agent, player, trial or test player. */
export const typeKey = (row: Pick<Subordinate, 'isAgent' | 'type'>) =>
  row.isAgent ? 'agent' : isTrialType(row.type) ? 'trial' : row.type === 40 ? 'test' : 'player';

/**
 * A downline: the online dot, name and nickname, type, the balance large; registered, last login
 * and team size; its team (agents), its P&L and a transfer to it.
 */
export function TeamRow({
  row,
  onDrill,
}: {
  row: Subordinate;
  onDrill: (row: Subordinate) => void;
}) {
  const { t, i18n } = useTranslation('team');
  const language = parseLanguage(i18n.language);
  const { money } = useMoney();
  return (
    <li className="team-row" data-testid="team-row">
      <div className="team-row-head">
        <span
          className={`team-dot${row.online ? ' is-online' : ''}`}
          role="img"
          aria-label={t(row.online ? 'row.online' : 'row.offline')}
        />
        <div className="team-row-who">
          <strong className="team-row-name">{row.customerName}</strong>
          <span className="team-row-meta">
            <span className={`team-badge is-${typeKey(row)}`}>{t(`types.${typeKey(row)}`)}</span>
            {row.nickname && <span className="team-row-nick">{row.nickname}</span>}
          </span>
        </div>
        <div className="team-row-balance">
          <span className="team-row-label">{t('row.balance')}</span>
          <Figure className="team-figure">{money(row.balance)}</Figure>
        </div>
      </div>
      <dl className="team-row-facts">
        <DetailRow term={t('row.registered')}>{formatDateTime(row.regDate, language)}</DetailRow>
        <DetailRow term={t('row.last_login')}>
          {row.lastLoginAt === null ? t('row.never') : formatDateTime(row.lastLoginAt, language)}
        </DetailRow>
        <DetailRow term={t('row.team_size')}>
          <span className="figure team-figure">{formatWhole(row.teamSize)}</span>
        </DetailRow>
      </dl>
      <DownlineActions
        ns="team"
        className="team-row-actions"
        row={row}
        pnl="row.pnl"
        onDrill={row.isAgent ? () => onDrill(row) : undefined}
      >
        {/* The server refuses transfers to a free-trial account (agent.transfer.trial). */}
        {!isTrialType(row.type) && (
          <Link
            className="pill pill-outline"
            to={transferPath(row.customerId)}
            aria-label={t('row.transfer_label', { name: row.customerName })}
          >
            {t('row.transfer')}
          </Link>
        )}
      </DownlineActions>
    </li>
  );
}

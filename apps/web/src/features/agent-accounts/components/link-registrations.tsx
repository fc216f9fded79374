import type { AffiliateRegistration } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { RecordsList } from '@/shared/records/records-list';
import { useSite } from '@/shared/site/use-site';
import { useLinkRegistrations } from '../api/affiliate-links';
import { TypeBadge } from './type-choice';

/** RegAff: who registered through one link, newest first, page after page. */
export function LinkRegistrations({ linkId }: { linkId: number }) {
  const { t } = useTranslation('agentAccounts');
  const { language } = useSite();
  const query = useLinkRegistrations(linkId);
  return (
    <RecordsList
      query={query}
      className="aa-regs"
      skeletonRows={2}
      empty={<p className="aa-muted aa-regs-empty">{t('links.no_registrations')}</p>}
      rowKey={(row: AffiliateRegistration) => row.id}
      renderRow={(row) => (
        <li className="aa-reg">
          <span className="aa-reg-name">
            <strong>{row.account}</strong>
            {row.nickname && <small>{row.nickname}</small>}
          </span>
          <TypeBadge type={row.type} />
          <time className="aa-reg-date" dateTime={new Date(row.regDate).toISOString()}>
            {formatDateTime(row.regDate, language)}
          </time>
        </li>
      )}
    />
  );
}

import type { AffiliateLinkItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { RecordsList } from '@/shared/records/records-list';
import { useAffiliateLinks } from '../api/affiliate-links';
import { LinkIcon } from './agent-accounts-icons';
import { CentreHead } from './centre-tabs';
import { LinkCard } from './link-card';
import { LinkCreateForm } from './link-create-form';
import './agent-accounts.css';

/**
 * /m/agent/affiliate (SPEC §7 affiliate rows, AFFMAN3): the agent's links to share; whoever
 * registers through one joins the team with the link's type.
 */
export function AffiliateLinksPage() {
  const { t } = useTranslation('agentAccounts');
  const links = useAffiliateLinks();
  return (
    <section className="aa-page">
      <CentreHead icon={<LinkIcon />} section="links" />
      <LinkCreateForm />
      <h2 className="aa-section-title">
        {t('links.list_title')}
        {links.data && <span className="aa-count">{links.data.total}</span>}
      </h2>
      <RecordsList
        query={links}
        className="aa-links"
        skeletonRows={3}
        empty={<p className="aa-card aa-muted aa-empty">{t('links.empty')}</p>}
        rowKey={(link: AffiliateLinkItem) => link.id}
        renderRow={(link) => <LinkCard link={link} />}
      />
    </section>
  );
}

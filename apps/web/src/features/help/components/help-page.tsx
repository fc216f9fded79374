import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '@/shared/site/use-site';
import { ChevronIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { useHelpCenter } from '../api/get-help-center';
import { HELP_DETAIL_PATH } from '../constants';
import './help.css';

/**
 * /m/help (SPEC §2 "Help centre"): the entries as a menu, each opening its answer, under the
 * site's banner (SPEC §2 "A banner shows on home and help"; home's, given by app/).
 */
export function HelpPage({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation('help');
  const help = useHelpCenter();
  return (
    <section className="help-page" aria-labelledby="help-title">
      {banner}
      <div className="help-hero">
        <h1 id="help-title">{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <QueryState query={help} isEmpty={(entries) => entries.length === 0}>
        {(entries) => (
          <ul className="help-menu">
            {entries.map((entry, index) => (
              <li key={`${index}-${entry.title}`}>
                <Link to={`${HELP_DETAIL_PATH}?i=${index}`} className="help-menu-item">
                  <span className="help-menu-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="help-menu-title">{entry.title}</span>
                  <ChevronIcon className="help-menu-chevron" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CustomerServiceLink />
    </section>
  );
}

/** Where a question the entries do not answer goes: the site's first customer-service link. */
function CustomerServiceLink() {
  const { t } = useTranslation('help');
  const url = useSite().customerServiceUrl;
  if (!url) return null;
  const external = /^https?:|^mailto:/.test(url);
  return (
    <p className="help-service">
      {t('still_need_help')}{' '}
      {external ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('contact_us')}
        </a>
      ) : (
        <Link to={url}>{t('contact_us')}</Link>
      )}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SafeHtml } from '@/shared/ui/safe-html';
import { QueryState } from '@/shared/ui/query-state';
import { useHelpCenter } from '../api/get-help-center';
import { openEntryIndex } from '../constants';
import './help.css';

/**
 * /m/helpDetail?i=N (SPEC §2 "Help centre"): every entry, entry N open first (default 0); the
 * others open on a tap. Entry content is server HTML, shown through SafeHtml.
 */
export function HelpDetailPage() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const help = useHelpCenter();
  return (
    <section className="help-page" aria-label={t('title')}>
      <QueryState query={help} isEmpty={(entries) => entries.length === 0}>
        {(entries) => {
          const open = openEntryIndex(params.get('i'), entries.length);
          return (
            <div className="help-entries">
              {entries.map((entry, index) => (
                <details
                  key={`${index}-${entry.title}`}
                  className="help-entry"
                  open={index === open}
                >
                  <summary>{entry.title}</summary>
                  <SafeHtml html={entry.content} className="help-entry-content" />
                </details>
              ))}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

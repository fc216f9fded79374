import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '@/shared/paths';
import { Outlined, Stroke } from '@/shared/ui/art';

/** Unknown paths: one message (not the "no data" placeholder, which means an empty list) and home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
        <ellipse cx="60" cy="86" rx="42" ry="6" fill="var(--surface-2)" />
        <Outlined
          d="M30 18h44l16 16v44H30z"
          fill="var(--surface-2)"
          line="var(--muted)"
          width={2}
          isRound
        />
        <Stroke d="M74 18v16h16" color="var(--muted)" width={2} />
        <Stroke
          d="M52 50a8 8 0 1 1 11 7.4c-2 .9-3 2.4-3 4.6M60 69v.5"
          color="var(--gold)"
          width={3}
        />
      </svg>
      <h2 id="not-found-title">{t('page_not_found')}</h2>
      <Link to={HOME_PATH} className="pill pill-gold">
        {t('back_home')}
      </Link>
    </section>
  );
}

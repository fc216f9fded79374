import { manilaTimeText, parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayBreak } from '@/shared/play-break';
import './break-banner.css';

/**
 * A member on a time-out or self-exclusion sees it on every page, with its end in their language
 * and Manila time, before any bet or deposit is refused (responsible gaming).
 */
export function BreakBanner() {
  const { t, i18n } = useTranslation('common');
  const found = usePlayBreak();
  if (!found) return null;
  const until = manilaTimeText(found.until, parseLanguage(i18n.language));
  return (
    <div className="break-banner" role="status" data-testid="break-banner">
      <span>{t(`play_break.${found.kind}`, { until })}</span>{' '}
      <Link to="/m/responsibleGaming" className="break-banner-link">
        {t('play_break.settings')}
      </Link>
    </div>
  );
}

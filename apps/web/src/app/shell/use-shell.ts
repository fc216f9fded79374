import { FRAMELESS_PATHS } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n';
import { useSettings } from '@/shared/site/get-settings';
import { servedBanner, servedSiteName } from '@/shared/site/served-shell';
import type { ShellProps } from './shell-view';

/** The shell for this address, as the server painted it (a frameless page's is bare). */
export function useShell(): ShellProps {
  const { t } = useTranslation('common');
  const { data: settings } = useSettings();
  const path = window.location.pathname;
  return {
    kind: FRAMELESS_PATHS.includes(path) ? 'bare' : 'frame',
    siteName: settings?.merchantName ?? servedSiteName,
    label: t('loading'),
    banner: servedBanner(currentLanguage()),
  };
}

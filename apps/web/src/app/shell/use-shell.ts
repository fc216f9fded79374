import { FRAMELESS_PATHS } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/site/get-settings';
import type { ShellProps } from './shell-view';

/** The site name the server wrote into index.html's shell, read before React replaces it. */
export const servedSiteName =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('#root .brand-name, #root .auth-merchant')?.textContent ?? '');

/** The shell for this address, as the server painted it (a frameless page's is bare). */
export function useShell(): ShellProps {
  const { t } = useTranslation('common');
  const { data: settings } = useSettings();
  const path = window.location.pathname;
  return {
    kind: FRAMELESS_PATHS.includes(path) ? 'bare' : 'frame',
    siteName: settings?.merchantName ?? servedSiteName,
    label: t('loading'),
  };
}

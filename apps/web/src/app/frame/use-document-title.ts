import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/site/get-settings';
import type { RouteEntry } from '../route-table';

/** "Page · Site" as a tab title; home is the site name alone. */
export function documentTitle(page: string, site: string | undefined): string {
  return [page, site].filter(Boolean).join(' · ');
}

/**
 * Names the browser tab after the route (its `name` in the route table) and the merchant, in the
 * user's language, and renames it when the language changes.
 */
export function useDocumentTitle(entry: Pick<RouteEntry, 'name'>) {
  const { t } = useTranslation('frame');
  const { data: settings } = useSettings();
  const site = settings?.merchantName;
  const page = entry.name === 'home' && site ? '' : t(`page.${entry.name}`);
  const title = documentTitle(page, site);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppShell, isStandalone } from '@/shared/device';
import { dialog } from '@/shared/feedback';
import { installPrompt } from '@/shared/install-prompt';
import { useSite } from '@/shared/site/use-site';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import { downloadBar, homeScreenHint, type PromoContext } from '../lib/app-promos';
import { DownloadBar } from './download-bar';
import { HomeScreenBanner } from './home-screen-banner';
import './app-promos.css';

const DownloadPopup = lazy(() =>
  import('./download-popup').then((m) => ({ default: m.DownloadPopup })),
);

/** What the rules read of this phone; it does not change while the page is open. */
function usePhone(resources: PromoContext['resources']): PromoContext {
  const phone = useMemo(
    () => ({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      isStandalone: isStandalone(),
      isAppShell: isAppShell(),
    }),
    [],
  );
  return { ...phone, resources };
}

/**
 * SPEC §2 Home: the download bar and the add-to-home-screen banner, at the end of the page (after
 * every block, so their arrival moves nothing: CLS stays 0). Their own lazy chunk.
 */
export function AppPromos() {
  const { t } = useTranslation('home');
  const { settings } = useSite();
  const phone = usePhone(settings?.resources);
  const [isBarClosed, setBarClosed] = useState(
    () => storage.get(STORAGE_KEYS.hideDownloadBar) === '1',
  );
  const [isHintClosed, setHintClosed] = useState(
    () => storage.get(STORAGE_KEYS.hideHomeScreenHint, 'session') === '1',
  );
  const canPromptInstall = useSyncExternalStore(
    installPrompt.subscribe,
    installPrompt.isAvailable,
    () => false,
  );
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [hasOpenedSheet, setHasOpenedSheet] = useState(false);

  // Until the settings are in, nobody knows the links: nothing rather than a bar that goes away.
  const bar = settings ? downloadBar(phone, isBarClosed) : null;
  const hint = settings
    ? homeScreenHint(phone, { isClosed: isHintClosed, canPromptInstall })
    : null;

  const download = () => {
    if (bar?.needsSafari) {
      void dialog.alert({
        title: t('promos.notice'),
        content: t('download.safari'),
        confirmText: t('promos.ok'),
      });
      return;
    }
    setHasOpenedSheet(true);
    setSheetOpen(true);
  };

  if (!bar && !hint && !hasOpenedSheet) return null;
  return (
    <section className="home-promos" aria-label={t('promos.label')}>
      {bar && (
        <DownloadBar
          onDownload={download}
          onClose={() => {
            storage.set(STORAGE_KEYS.hideDownloadBar, '1');
            setBarClosed(true);
          }}
        />
      )}
      {hint && (
        <HomeScreenBanner
          hint={hint}
          onClose={() => {
            storage.set(STORAGE_KEYS.hideHomeScreenHint, '1', 'session');
            setHintClosed(true);
          }}
        />
      )}
      <Suspense fallback={null}>
        {hasOpenedSheet && (
          <DownloadPopup visible={isSheetOpen} onClose={() => setSheetOpen(false)} />
        )}
      </Suspense>
    </section>
  );
}

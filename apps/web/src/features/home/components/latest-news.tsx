import type { Announcements } from '@app/contracts/zod-free';
import { lazy, Suspense, useEffect, useState } from 'react';
import { i18n } from '@/shared/i18n';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import { whenIdle } from '@/shared/when-idle';

const NewsPopup = lazy(() =>
  Promise.all([import('./news-popup'), i18n.loadNamespaces('home')]).then(([m]) => ({
    default: m.NewsPopup,
  })),
);

/** At the latest this long after the notices arrive, the popup opens even on a busy phone. */
const NEWS_IDLE_TIMEOUT_MS = 1500;

const wasShown = () => storage.get(STORAGE_KEYS.noticePop, 'session') !== null;

/**
 * SPEC §2: the latest-news popup shows on opening home when there are popup notices and the
 * session has no NOTICE_POP yet; closing it sets NOTICE_POP, so it shows once per browser session.
 * It opens when the browser is next idle: the page's own content renders first, and the popup's
 * code (its sanitiser and animation) never shares a task with it.
 */
export function LatestNews({ items }: { items: Announcements['popup'] | undefined }) {
  const [isOpen, setIsOpen] = useState(() => !wasShown());
  const [hasOpened, setHasOpened] = useState(false);
  const isDue = isOpen && items !== undefined && items.length > 0 && !hasOpened;
  useEffect(
    () => (isDue ? whenIdle(() => setHasOpened(true), NEWS_IDLE_TIMEOUT_MS) : undefined),
    [isDue],
  );
  if (!hasOpened || !items) return null;

  const close = () => {
    storage.set(STORAGE_KEYS.noticePop, '1', 'session');
    setIsOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <NewsPopup items={items} visible={isOpen} onClose={close} />
    </Suspense>
  );
}

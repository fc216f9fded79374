import type { Announcements } from '@app/contracts/zod-free';
import { lazy, Suspense, useState } from 'react';
import { i18n } from '@/shared/i18n';
import { STORAGE_KEYS, storage } from '@/shared/storage';

const NewsPopup = lazy(() =>
  Promise.all([import('./news-popup'), i18n.loadNamespaces('home')]).then(([m]) => ({
    default: m.NewsPopup,
  })),
);

const wasShown = () => storage.get(STORAGE_KEYS.noticePop, 'session') !== null;

/**
 * SPEC §2: the latest-news popup shows on opening home when there are popup notices and the
 * session has no NOTICE_POP yet; closing it sets NOTICE_POP, so it shows once per browser session.
 */
export function LatestNews({ items }: { items: Announcements['popup'] | undefined }) {
  const [isOpen, setIsOpen] = useState(() => !wasShown());
  const [hasOpened, setHasOpened] = useState(false);
  const hasItems = items !== undefined && items.length > 0;
  if (isOpen && hasItems && !hasOpened) setHasOpened(true);
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

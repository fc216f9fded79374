import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './load-more.css';

/** SPEC §9: the next page is asked for within 500 px of the bottom, at most once a second. */
export const LOAD_MORE_MARGIN_PX = 500;
export const LOAD_MORE_INTERVAL_MS = 1000;

type LoadMoreProps = { hasMore: boolean; loading: boolean; onMore: () => void };

/**
 * The end of an endless list: asks for the next page as it comes within reach, with a button for
 * the same (keyboards, screen readers, a browser without IntersectionObserver).
 */
export function LoadMore({ hasMore, loading, onMore }: LoadMoreProps) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  const last = useRef(0);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!hasMore || loading || !node || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A page held back by the once-a-second rule is asked for only if the end is still in reach.
    let isNear = false;
    const ask = () => {
      if (!isNear) return;
      const wait = last.current + LOAD_MORE_INTERVAL_MS - Date.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          ask();
        }, wait);
        return;
      }
      last.current = Date.now();
      more.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        isNear = entries.some((entry) => entry.isIntersecting);
        ask();
      },
      { rootMargin: `${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="load-more">
      <Button size="small" fill="outline" loading={loading} onClick={onMore}>
        {t('load_more')}
      </Button>
    </div>
  );
}

/** The pages of an infinite query, as LoadMore reads them. */
type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** LoadMore for an infinite query: its next page, while there is one. */
export function LoadMorePages({ pages }: { pages: Pages }) {
  return (
    <LoadMore
      hasMore={pages.hasNextPage}
      loading={pages.isFetchingNextPage}
      onMore={() => void pages.fetchNextPage()}
    />
  );
}

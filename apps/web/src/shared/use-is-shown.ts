import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isPageVisible = () => document.visibilityState !== 'hidden';

/**
 * True while the element is on screen and the page is visible. A timer that only animates what
 * is seen (a carousel's autoplay, the jackpot's growth) runs while this holds, so a low-end phone
 * spends nothing on a section scrolled away or a tab in the background (issue 32). Without
 * IntersectionObserver the element counts as on screen.
 */
export function useIsShown(ref: RefObject<Element | null>): boolean {
  const isVisible = useSyncExternalStore(subscribeVisibility, isPageVisible, () => true);
  const [isOnScreen, setIsOnScreen] = useState(true);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setIsOnScreen(entry.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return isVisible && isOnScreen;
}

import { useEffect, useState, type RefObject } from 'react';
import { STICKY_AT_PX } from '../constants';

/**
 * SPEC §2 Agent home: the header sticks once the container's top reaches STICKY_AT_PX from the
 * top of the viewport (scrolled up to it, or past it), and lets go when it is back below.
 */
export function useStickyHeader(container: RefObject<HTMLElement | null>): boolean {
  const [isSticky, setSticky] = useState(false);
  useEffect(() => {
    // The ref is read on every check: the element it holds may be replaced after mounting.
    const check = () => {
      const element = container.current;
      if (element) setSticky(element.getBoundingClientRect().top <= STICKY_AT_PX);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [container]);
  return isSticky;
}

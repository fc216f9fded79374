import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The smallest a figure shrinks to in a tight place (of its normal size). */
const MIN_FIT = 0.6;

/**
 * A money figure or odds (₱10,684.80, ×1.9800) as the site shows them: on one line with digits
 * of one width, never broken inside (the `figure` class), and made smaller to fit where its box
 * is narrower than the figure (a 320 px phone, a long amount) instead of wrapping.
 */
export function Figure({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useFitText(ref);
  return (
    <span ref={ref} className={className ? `figure ${className}` : 'figure'}>
      {children}
    </span>
  );
}

/** Sets --fit on the element so its text fits its width, again whenever its box changes. */
function useFitText(ref: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const fit = () => {
      element.style.removeProperty('--fit');
      const { scrollWidth, clientWidth } = element;
      if (clientWidth > 0 && scrollWidth > clientWidth + 0.5) {
        const ratio = Math.max(MIN_FIT, Math.floor((clientWidth / scrollWidth) * 100) / 100);
        element.style.setProperty('--fit', String(ratio));
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  });
}

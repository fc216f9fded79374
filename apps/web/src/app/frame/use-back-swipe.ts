import { useEffect, useRef } from 'react';

/** SPEC §9: a horizontal back swipe over 100 px skips the page fade (the browser animates it). */
export const SWIPE_THRESHOLD_PX = 100;

/** Returns a ref that is true when the last touch gesture was such a swipe. */
export function useBackSwipe() {
  const swipedRef = useRef(false);
  useEffect(() => {
    let startX = 0;
    let startY = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      startX = touch.clientX;
      startY = touch.clientY;
      swipedRef.current = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      const dx = Math.abs(touch.clientX - startX);
      if (dx > SWIPE_THRESHOLD_PX && dx > Math.abs(touch.clientY - startY))
        swipedRef.current = true;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
    };
  }, []);
  return swipedRef;
}

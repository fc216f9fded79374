import { useRef, useState, type PointerEvent } from 'react';

/** A horizontal swipe longer than this (px) changes the slide. */
const SWIPE_PX = 40;

/**
 * Follows a finger across a horizontal carousel: `offset` (px) while dragging, then `onSwipe(-1)`
 * (to the previous) or `onSwipe(1)` (to the next) past the threshold. Vertical moves stay the
 * page's scroll (the track sets touch-action: pan-y). A swipe also swallows the click it ends with,
 * so a drag never opens the banner under the finger.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, isEnabled: boolean) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    onSwipe(dx < 0 ? 1 : -1);
  };

  const handlers = isEnabled
    ? {
        onPointerDown: (event: PointerEvent) => {
          swiped.current = false;
          start.current = { x: event.clientX, id: event.pointerId };
        },
        onPointerMove: (event: PointerEvent) => {
          const from = start.current;
          if (from?.id === event.pointerId) setOffset(event.clientX - from.x);
        },
        onPointerUp: end,
        onPointerCancel: () => {
          start.current = null;
          setOffset(0);
        },
        onClickCapture: (event: React.MouseEvent) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        },
      }
    : {};
  return { offset, isDragging: offset !== 0, handlers };
}

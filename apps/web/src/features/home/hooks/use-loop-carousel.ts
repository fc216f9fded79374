import { useCallback, useEffect, useState } from 'react';

export type LoopCarousel = {
  /** The slide shown, 0 … count-1. */
  index: number;
  /**
   * The track's position: with more than one slide the track holds a copy of the last slide
   * before the first and a copy of the first after the last, so stepping past either end slides
   * on in the same direction (a loop), then jumps back without a transition.
   */
  position: number;
  /** False for the jump back, so it is not seen. */
  isAnimated: boolean;
  isLooping: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
};

type Options = {
  count: number;
  /** Autoplay interval (ms); only with more than one slide. */
  autoplayMs: number;
  /** Slide time (ms), after which a step onto a copy jumps back to the real slide. */
  speedMs: number;
  /** Holds the autoplay (a finger on the slides, a hidden tab). */
  isPaused?: boolean;
};

/**
 * A looping carousel's position (SPEC §2 Home: more than one slide loops and autoplays; exactly
 * one neither loops nor moves). The view is plain CSS: a track translated by `position`.
 */
export function useLoopCarousel({ count, autoplayMs, speedMs, isPaused = false }: Options) {
  const isLooping = count > 1;
  const [position, setPosition] = useState(1);
  const [isAnimated, setIsAnimated] = useState(true);

  // A step onto a copy: once it has slid, jump to the real slide it shows.
  useEffect(() => {
    if (!isLooping || (position > 0 && position <= count)) return;
    const timer = setTimeout(() => {
      setIsAnimated(false);
      setPosition(position === 0 ? count : 1);
    }, speedMs);
    return () => clearTimeout(timer);
  }, [position, count, isLooping, speedMs]);

  // After the jump, the next step animates again (one frame later, so the jump is not animated).
  useEffect(() => {
    if (isAnimated) return;
    const timer = setTimeout(() => setIsAnimated(true), 20);
    return () => clearTimeout(timer);
  }, [isAnimated]);

  // The slide count changed (another language's banners): start again at the first.
  const [seenCount, setSeenCount] = useState(count);
  if (seenCount !== count) {
    setSeenCount(count);
    setIsAnimated(false);
    setPosition(1);
  }

  const step = useCallback(
    (delta: number) => {
      if (!isLooping) return;
      setIsAnimated(true);
      setPosition((current) => {
        // Mid-jump (on a copy), a step continues from the real slide.
        const real = current === 0 ? count : current === count + 1 ? 1 : current;
        return real + delta;
      });
    },
    [isLooping, count],
  );
  const next = useCallback(() => step(1), [step]);
  const prev = useCallback(() => step(-1), [step]);
  const goTo = useCallback(
    (index: number) => {
      if (!isLooping) return;
      setIsAnimated(true);
      setPosition(index + 1);
    },
    [isLooping],
  );

  // Autoplay: one timer per position, so a swipe or a dot tap starts the interval again.
  useEffect(() => {
    if (!isLooping || isPaused) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [isLooping, isPaused, position, autoplayMs, next]);

  const index = !isLooping ? 0 : (((position - 1) % count) + count) % count;
  return {
    index,
    position: isLooping ? position : 0,
    isAnimated,
    isLooping,
    next,
    prev,
    goTo,
  } satisfies LoopCarousel;
}

/** The slides the track holds: with a loop, a copy of the last first and of the first last. */
export function loopSlides<T>(items: readonly T[]): { item: T; key: string; isCopy: boolean }[] {
  const slides = items.map((item, i) => ({ item, key: String(i), isCopy: false }));
  const first = items[0];
  const last = items.at(-1);
  if (items.length < 2 || first === undefined || last === undefined) return slides;
  return [
    { item: last, key: 'copy-last', isCopy: true },
    ...slides,
    { item: first, key: 'copy-first', isCopy: true },
  ];
}

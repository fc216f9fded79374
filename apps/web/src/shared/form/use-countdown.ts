import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown, counted from its end time so a throttled background tab still
 * ends on time. Ticks while running; idle otherwise.
 */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);

  return { remaining, running, start };
}

import { useEffect, useState } from 'react';

/** How long typing rests before the name is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** `value` once it has not changed for `delay` ms. */
export function useDebounced<T>(value: T, delay = USERNAME_CHECK_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

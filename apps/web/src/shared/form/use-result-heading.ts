import { useEffect, useRef } from 'react';

/**
 * The heading of a result that replaces its form (a withdrawal, transfer or rebate claim made):
 * focused once shown, so the shorter result comes into view and a screen reader reads it.
 */
export function useResultHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

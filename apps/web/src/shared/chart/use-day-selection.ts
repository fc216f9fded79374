import { useState, type KeyboardEvent } from 'react';

/** The day a chart shows the figures of: a tap (or Enter, or Space) on a day picks it or lets it go. */
export function useDaySelection() {
  const [selected, setSelected] = useState<number>();
  const toggle = (index: number) =>
    setSelected((current) => (current === index ? undefined : index));
  /** Enter or Space on a day toggles it; true when the key was one of them. */
  const onPickKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return false;
    event.preventDefault();
    toggle(index);
    return true;
  };
  return { selected, toggle, onPickKey };
}

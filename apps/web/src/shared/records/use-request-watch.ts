import { useEffect, useRef } from 'react';

/** What the cashier decided on a member's open money requests since the list was last read. */
export type RequestDecisions = {
  /** The money of the requests that went through (minor units): credited or paid out. */
  doneMinor: number;
  rejected: boolean;
};

type Watch<R extends { status: string }> = {
  /** Whether a request in this status still waits for the cashier. */
  isOpen: (status: R['status']) => boolean;
  /** The money of a request that went through, else undefined (rejected, cancelled, still open). */
  doneMinor: (request: R) => number | undefined;
  /** Told once per read that found a decision. */
  onDecided: (decisions: RequestDecisions) => void;
};

/**
 * Watches a member's deposit or withdrawal requests as they are asked again (on a timer while one
 * is open, and when the member comes back to the tab): a request that was open at the last read
 * and is decided now is told to `onDecided`, summed over the list. Requests first seen decided
 * (the list's first read, an older page) tell nothing.
 */
export function useRequestWatch<R extends { id: number; status: string }>(
  requests: readonly R[] | undefined,
  watch: Watch<R>,
) {
  const seen = useRef(new Map<number, R['status']>());
  const latest = useRef(watch);
  useEffect(() => {
    latest.current = watch;
  });
  useEffect(() => {
    if (!requests) return;
    const { isOpen, doneMinor, onDecided } = latest.current;
    const decisions: RequestDecisions = { doneMinor: 0, rejected: false };
    for (const request of requests) {
      const before = seen.current.get(request.id);
      seen.current.set(request.id, request.status);
      if (before === undefined || !isOpen(before)) continue;
      if (request.status === 'rejected') decisions.rejected = true;
      else decisions.doneMinor += doneMinor(request) ?? 0;
    }
    if (decisions.doneMinor > 0 || decisions.rejected) onDecided(decisions);
  }, [requests]);
}

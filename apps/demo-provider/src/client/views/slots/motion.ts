/** Whether the player asked for less motion: the views then land at once and skip the flourishes. */
export const REDUCED = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits `ms`, or not at all under reduced motion. */
export const pause = (ms: number) =>
  new Promise<void>((done) => setTimeout(done, REDUCED ? 0 : ms));

/** Reads a layout value, so that a start position is drawn before a transition to the end. */
export const commitStyles = (node: Element) => void node.getBoundingClientRect();

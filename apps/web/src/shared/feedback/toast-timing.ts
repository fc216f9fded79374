/**
 * How long a toast stays: SPEC §9 "default toast 1.5 s (3 s short, 8 s long in the frame)", the
 * frame's three durations in ms. Every toast duration of the site derives from these.
 */
export const TOAST_MS = { default: 1500, short: 3000, long: 8000 } as const;

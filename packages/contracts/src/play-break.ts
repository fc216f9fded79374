import * as g from './guard.js';

/**
 * GET: the member's break from play in force now (a time-out or self-exclusion), or null. Read by
 * the page frame (the break banner) and by the screens that hide promotions from a member on a
 * break, so it is zod-free: the home page is part of the first load.
 */
export const PLAY_BREAK_STATUS_PATH = '/wps/member/responsibleGaming/break';

export const PLAY_BREAK_KIND_VALUES = ['timeout', 'exclusion'] as const;

/** `{ break: { kind, until } | null }`: until is epoch ms; the zod twin is responsible-gaming's. */
export const PlayBreakStatusGuard = g.object({
  break: g.nullable(g.object({ kind: g.oneOf(PLAY_BREAK_KIND_VALUES), until: g.integer })),
});
export type PlayBreakStatusAnswer = g.Infer<typeof PlayBreakStatusGuard>;

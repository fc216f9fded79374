/** `list` with the item at `from` moved to `to` (both 0-based, `to` clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** By sortOrder, then by a numeric id, as the server orders them (games.repository.ts). */
export const bySortOrder = <T extends { sortOrder: number }>(
  id: (item: T) => number,
): ((a: T, b: T) => number) => {
  return (a, b) => a.sortOrder - b.sortOrder || id(a) - id(b);
};

export const HELP_PATH = '/m/help';
export const HELP_DETAIL_PATH = '/m/helpDetail';

/** The entry `?i=` opens first: a whole number below `count`, else the first (SPEC §2). */
export function openEntryIndex(param: string | null, count: number): number {
  const index = Number(param ?? 0);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

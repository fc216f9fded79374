/**
 * SLOT: the popular-games panel of SPEC §2 Home (tab menu with Hot first, then the categories of
 * vendor sorting; only the active tab loads). A later issue builds it in features/home and renders
 * it here, below the hot matches; until then the slot renders nothing rather than a fake panel.
 */
export function PopularGamesSlot() {
  return null;
}

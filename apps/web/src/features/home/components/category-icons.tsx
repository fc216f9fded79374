/** Glyphs of the popular games panel's tabs, one per category (24 × 24, stroked). */
const PATHS: Record<string, string> = {
  HOT: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2.2-4.6.2 1.6 1 2.6 2.3 3C11 8.6 11.2 5.6 12 3z',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5 3.4 2.5-1.3 4h-4.2l-1.3-4zM3.5 10.5 8.6 10M15.4 10l5.1.5M9.9 14 7.5 19M14.1 14l2.4 5M12 7.5V3.2',
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4v2.5a2.5 2.5 0 0 1-4.5 1.5L16 14H8l-1.5 2A2.5 2.5 0 0 1 2 14.5V12a4 4 0 0 1 4-4zm1.5 3v3M6 12.5h3M15.5 11.5h.01M17.5 13.5h.01',
  COCKFIGHT: 'M8 20h8M12 20v-4M7 8a5 5 0 0 1 10 0c0 3-2 5-5 8-3-3-5-5-5-8zm3-5 2 2 2-2',
  LIVE: 'M4 6h16v10H4zM9 20h6M12 16v4M10 9l4 2-4 2z',
  FISH: 'M3 12c3-4 8-5 12-3l4-3v12l-4-3c-4 2-9 1-12-3zm12 0h.01',
  SLOTS: 'M4 5h13v14H4zM17 9h2.5V6M7 9.5h2v5H7zM12 9.5h2v5h-2zM20 6a1 1 0 1 0 0-.01',
  CARDS:
    'M8 4h9a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM4.5 7.5 7 7M4 8l2 11.5 1-.2M12.5 9c1.5 1.6 2.5 2.6 2.5 3.6a1.5 1.5 0 0 1-2.5 1.1 1.5 1.5 0 0 1-2.5-1.1c0-1 1-2 2.5-3.6z',
  INHOUSE: 'M5 5h14v14H5zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
  LOTTERY:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 10.5l1.5-1V15',
};

export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[category] ?? PATHS.INHOUSE} />
    </svg>
  );
}

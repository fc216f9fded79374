import { NoData } from '@/shared/ui/no-data';

/**
 * Home. Its content (banners, notices, hot matches, popular games, jackpot) is the home and content
 * capability; until it lands the frame shows the no-data placeholder here.
 */
export function HomePage() {
  return <NoData />;
}

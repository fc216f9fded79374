import { isTrialType } from '@app/contracts/zod-free';
import { usePlayBreak } from '@/shared/play-break';
import { useSession } from '@/shared/session';
import { useHomeContent } from '../api/get-home-content';
import { useHomeActions } from '../hooks/use-home-actions';
import { BannerCarousel } from './banner-carousel';
import './home-blocks.css';

/**
 * SPEC §2 "A banner shows on home and help": home's banner carousel for another page, with home's
 * content (the same query, so a visit from home asks nothing) and home's taps. Nothing while the
 * content loads or fails, or has no banner. As on home: none on a break, no bonus (P) banner for
 * a free-trial account.
 */
export function HomeBanner() {
  const { data } = useHomeContent();
  const actions = useHomeActions();
  const playBreak = usePlayBreak();
  const session = useSession();
  if (!data || playBreak) return null;
  const isTrial = session !== undefined && isTrialType(session.type);
  const banners = isTrial
    ? data.banners.filter((banner) => banner.linkageType !== 'P')
    : data.banners;
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} onOpen={actions.openBanner} />;
}

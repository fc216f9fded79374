import { servedBanner } from '@/shared/site/served-shell';
import { useSite } from '@/shared/site/use-site';

/**
 * Placeholders with the exact boxes of the blocks that replace them (sizes in home.css, which
 * ships with the first load), so the page does not move when the blocks and content arrive.
 */

/** The banners' box, holding the first banner the page's shell painted while the blocks load. */
export function BannerSkeleton() {
  const src = servedBanner(useSite().language);
  return (
    <div
      className={src === undefined ? 'home-banners skeleton' : 'home-banners'}
      aria-hidden="true"
    >
      {src !== undefined && (
        <img className="banner-held" src={src} alt="" width={750} height={300} />
      )}
    </div>
  );
}
export const NoticeSkeleton = () => <div className="home-notice skeleton" aria-hidden="true" />;
export const JackpotSkeleton = () => <div className="home-jackpot skeleton" aria-hidden="true" />;
export const HotSkeleton = () => <div className="home-hot skeleton" aria-hidden="true" />;

/** The whole page's skeleton, while the blocks' chunk loads. */
export function HomeSkeleton() {
  return (
    <>
      <BannerSkeleton />
      <NoticeSkeleton />
      <JackpotSkeleton />
      <HotSkeleton />
    </>
  );
}

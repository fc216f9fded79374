/**
 * Placeholders with the exact boxes of the blocks that replace them (sizes in home.css, which
 * ships with the first load), so the page does not move when the blocks and content arrive.
 */
export const BannerSkeleton = () => <div className="home-banners skeleton" aria-hidden="true" />;
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

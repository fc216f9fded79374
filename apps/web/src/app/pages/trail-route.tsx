import { TrailPage } from '@/features/auth/trail/trail-page';
import { SiteReady } from '@/shared/site/site-ready';

/** /m/trail's lazy route module: the trial action reads the white-label flags, so it waits for them. */
export default function TrailRoute() {
  return (
    <SiteReady>
      <TrailPage />
    </SiteReady>
  );
}

import { HelpPage } from '@/features/help';
// Straight from its file: home's index is in the first load, and this banner is not.
import { HomeBanner } from '@/features/home/components/home-banner';

/** /m/help's lazy route module: the help centre under home's banner (SPEC §2 "home and help"). */
export default function HelpRoute() {
  return <HelpPage banner={<HomeBanner />} />;
}

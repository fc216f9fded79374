import { NoData } from '@/shared/ui/no-data';

/** A screen whose capability comes in a later issue: the frame with the no-data placeholder. */
export default function PlaceholderPage() {
  return <NoData />;
}

import { useStatus } from '../../shared/site/get-status';
import { MaintenanceView } from '../startup/maintenance-view';

/** /m/maintenance: the maintenance notice as a page (the start-up shows it when the flag is on). */
export default function MaintenancePage() {
  const { data } = useStatus();
  return <MaintenanceView customerService={data?.info.customerService ?? []} />;
}

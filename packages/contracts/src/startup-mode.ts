/** What the start-up decides from the status: 1 maintenance (wins over restriction), 2 restricted. */
export type StartupMode = 'app' | 'maintenance' | 'restricted';
export function startupMode(status: {
  maintenance: boolean;
  regionRestriction: boolean;
}): StartupMode {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'restricted';
  return 'app';
}

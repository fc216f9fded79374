import { useSignOut } from '@/features/account';
import { ResponsibleGamingPage } from '@/features/responsible-gaming';
import RealityCheck from '@/features/responsible-gaming/components/reality-check';

/**
 * Lazy modules of responsible gaming. A break ends the session on the server and the reality
 * check offers to log out: both sign out the way the header does, handed in here since features
 * do not import each other.
 */
export const ResponsibleGamingRoute = () => (
  <ResponsibleGamingPage onSignOut={useSignOut('header').signOut} />
);
export const RealityCheckReminder = () => <RealityCheck onSignOut={useSignOut('header').signOut} />;

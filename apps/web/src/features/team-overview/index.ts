export { TeamOverviewPage } from './components/team-overview-page';

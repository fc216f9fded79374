export { TeamBettingPage } from './components/team-betting-page';

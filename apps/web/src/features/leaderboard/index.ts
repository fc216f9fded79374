export { LeaderboardPage } from './components/leaderboard-page';

export { LotteryBetPage } from './components/bet-page';
export { LotteryFairPage } from './components/fair-page';
export { LotteryLobbyPage } from './components/lottery-lobby-page';
export { MoreLotteryPage } from './components/more-lottery-page';
export { StartLotteryPage } from './components/start-lottery-page';

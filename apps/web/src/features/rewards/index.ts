export { RewardCenterPage } from './components/reward-center-page';
export { VipBenefitsPage } from './components/vip-benefits-page';

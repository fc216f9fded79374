export { ActivityInfoPage } from './components/activity-info-page';
export { ActivityPage } from './components/activity-page';
export { usePromotions } from './api/get-promotions';

export { ServicePage } from './components/service-page';
export { UserAgreementPage } from './components/user-agreement-page';

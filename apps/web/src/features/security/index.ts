export { SecurityCenterPage } from './components/security-center-page';

export { DividendPage } from './components/dividend-page';

export { HomePage } from './components/home-page';
export { homeContentQueryOptions } from './api/get-home-content';

export { NoticePage } from './components/notice-page';

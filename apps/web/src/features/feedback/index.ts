export { FeedbackPage } from './components/feedback-page';
export { FEEDBACK_PAGE_PATH } from './constants';

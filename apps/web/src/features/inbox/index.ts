export { InboxPage } from './components/inbox-page';
export { MessagePage } from './components/message-page';

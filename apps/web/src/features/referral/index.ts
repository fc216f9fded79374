export { InviteFriendsPage } from './components/invite-friends-page';

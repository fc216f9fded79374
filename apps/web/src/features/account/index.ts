export { LOGOUT_MUTATION_KEY } from './api/logout';
export { FREE_REJECT_TOAST_MS, NOT_LOGGED_IN_TOAST_MS } from './constants';
export { useSignOut } from './hooks/use-sign-out';
export { showAccountNotice, showNotLoggedIn } from './notices';

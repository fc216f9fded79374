/** How often an open board asks again (the server rebuilds it once a minute). */
export const BOARD_REFRESH_MS = 60_000;

/** Where the page sends a player to bet, to log in, and to claim prizes. */
export const LEADERBOARD_LINKS = {
  play: '/m/inhouse/dice',
  login: '/m/login',
  register: '/m/register',
  rewards: '/m/rewardCenter',
} as const;

/** App paths more than one part of the app goes to (the route table holds every route). */
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';

/** The member P&L screen of one downline (ODSFE2_TeamMemPNL): the team lists link here. */
export const MEMBER_PNL_PATH = '/m/agent/member/pnl';
export const memberPnlPath = (customerId: number): string => `${MEMBER_PNL_PATH}?id=${customerId}`;

/** The member P&L screen of one downline (ODSFE2_TeamMemPNL): the team lists link here. */
export const MEMBER_PNL_PATH = '/m/agent/member/pnl';
export const memberPnlPath = (customerId: number): string => `${MEMBER_PNL_PATH}?id=${customerId}`;

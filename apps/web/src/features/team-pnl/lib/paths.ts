/** The member P&L screen of one downline (ODSFE2_TeamMemPNL): the team lists link here. */
export const MEMBER_PNL_PATH = '/m/agent/member/pnl';
export const memberPnlPath = (customerId: number): string => `${MEMBER_PNL_PATH}?id=${customerId}`;

/** A member's id from the address, or undefined when it is not a positive whole number. */
export function parseMemberId(text: string | null): number | undefined {
  const id = Number(text);
  return text !== null && text !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

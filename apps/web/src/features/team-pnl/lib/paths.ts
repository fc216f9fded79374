export { MEMBER_PNL_PATH, memberPnlPath } from '@/shared/paths';

/** A member's id from the address, or undefined when it is not a positive whole number. */
export function parseMemberId(text: string | null): number | undefined {
  const id = Number(text);
  return text !== null && text !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * SPEC §3: the previous winning number as the lobby shows it: the part before a `~`, of that only
 * the first comma group, digit by digit: "12345,678~9" shows 1 2 3 4 5. Anything else is left out.
 */
export function winningDigits(previousWinningNumber: string | null | undefined): string[] {
  const [beforeTilde = ''] = (previousWinningNumber ?? '').split('~');
  const [firstGroup = ''] = beforeTilde.split(',');
  return firstGroup.match(/\d/g) ?? [];
}

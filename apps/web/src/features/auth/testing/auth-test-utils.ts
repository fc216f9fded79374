import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authHandlers, siteHandlers } from '@/testing/fake-server';

export { field, findField } from '@/testing/fields';

/** The site's start-up reads plus the auth screens' reads, with some flags switched. */
export const handlers = (
  flags: Record<string, boolean> = {},
  extra: Record<string, unknown> = {},
) => ({
  ...siteHandlers({ flags }),
  ...authHandlers(),
  ...extra,
});

/** Ticks the 18+ agreement (never ticked beforehand) and presses the registration's submit. */
export async function agreeAndSubmit() {
  const agree = screen.getByRole('checkbox', { name: /sumasang-ayon|agree/i });
  if (!(agree as HTMLInputElement).checked) await userEvent.click(agree);
  await userEvent.click(screen.getByRole('button', { name: 'Magrehistro' }));
}

export const storedSession = (): unknown =>
  JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? 'null');

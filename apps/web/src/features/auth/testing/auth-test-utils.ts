import { screen } from '@testing-library/react';
import { authHandlers, siteHandlers } from '../../../testing/fake-server';

/** A field by its label; required fields carry an asterisk after the label text. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
export const findField = (label: string) =>
  screen.findByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** The site's start-up reads plus the auth screens' reads, with some flags switched. */
export const handlers = (
  flags: Record<string, boolean> = {},
  extra: Record<string, unknown> = {},
) => ({
  ...siteHandlers({ flags }),
  ...authHandlers(),
  ...extra,
});

export const storedSession = (): unknown =>
  JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? 'null');

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

export const storedSession = (): unknown =>
  JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? 'null');

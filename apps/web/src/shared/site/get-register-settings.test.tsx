import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { authHandlers, fakeServer, siteHandlers } from '@/testing/fake-server';
import { findField } from '@/testing/fields';
import { memberSession, renderApp } from '@/testing/render-app';

describe('register settings (SPEC §5 field rules)', () => {
  it('is one query shared by the account and the auth screens, asked without the session', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      ...authHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
    });
    const asked = () =>
      server.requests.filter((r) => r.url.pathname === '/wps/system/setting/register');
    const { router } = await renderApp('/m/changePsw', { session: memberSession() });
    await findField('Bagong password');
    await waitFor(() => expect(asked()).toHaveLength(1));
    await act(() => router.navigate('/m/forget?resetToken=' + 'a'.repeat(40)));
    expect(
      await screen.findByRole('heading', { name: 'Magtakda ng bagong password' }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toHaveLength(1);
    const headers = asked()[0]?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const memberHandlers = (options: { nickname?: string; flags?: Record<string, boolean> } = {}) => ({
  ...siteHandlers({ flags: options.flags }),
  '/wps/member/info': memberInfoFixture({ nickname: options.nickname ?? 'Juan D.' }),
  '/wps/wallets/balance': balanceFixture(),
});
const header = () => screen.getByRole('banner');
const findHeader = () => screen.findByRole('banner');

describe('header, logged in (SPEC §2)', () => {
  it('shows the nickname, the balance with symbol and 2 decimals, and deposit', async () => {
    fakeServer(memberHandlers());
    await renderApp('/m/home', { session: memberSession() });
    expect(await within(await findHeader()).findByText('Juan D.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(header()).getByTestId('balance-amount')).toHaveTextContent('₱10,000.00'),
    );
    expect(within(header()).getByRole('link', { name: 'Magdeposito' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(header()).getByRole('button', { name: 'Itago ang balanse' })).toBeEnabled();
    expect(within(header()).getByRole('button', { name: 'I-refresh ang balanse' })).toBeEnabled();
    expect(within(header()).queryByRole('link', { name: 'Mag-log in' })).not.toBeInTheDocument();
  });

  it('shows the account when the member has no nickname', async () => {
    fakeServer(memberHandlers({ nickname: '' }));
    await renderApp('/m/home', { session: memberSession({ userName: 'stored-name' }) });
    expect(await within(await findHeader()).findByText('juan')).toBeInTheDocument();
  });

  it('shows the withdraw shortcut only when DIRECTREG3 is set', async () => {
    fakeServer(memberHandlers({ flags: { DIRECTREG3: true } }));
    const first = await renderApp('/m/home', { session: memberSession() });
    expect(
      await within(await findHeader()).findByRole('link', { name: 'Mag-withdraw' }),
    ).toHaveAttribute('href', '/m/withdraw');
    first.unmount();

    fakeServer(memberHandlers({ flags: { DIRECTREG3: false } }));
    await renderApp('/m/home', { session: memberSession() });
    await within(await findHeader()).findByText('Juan D.');
    await waitFor(() =>
      expect(within(header()).getByTestId('balance-amount')).toHaveTextContent('₱10,000.00'),
    );
    expect(within(header()).queryByRole('link', { name: 'Mag-withdraw' })).not.toBeInTheDocument();
  });
});

describe('header controls a screen reader can name (SPEC §2)', () => {
  it('labels every icon-only control, the logo with the site name', async () => {
    fakeServer(memberHandlers({ flags: { DIRECTREG3: true } }));
    await renderApp('/m/home', { session: memberSession() });
    const banner = await findHeader();
    expect(await within(banner).findByRole('link', { name: 'Home ng Perlas Play' })).toBeVisible();
    const menuButton = within(banner).getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Itago ang balanse', 'I-refresh ang balanse']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Magdeposito', 'Mag-withdraw']) {
      expect(await within(banner).findByRole('link', { name })).toBeInTheDocument();
    }
    for (const control of within(banner).getAllByRole('button')) {
      expect(control).toHaveAccessibleName();
    }
  });

  it('names the back arrow, and a white-label logo after its own merchant', async () => {
    fakeServer(siteHandlers({ settings: { merchantName: 'Lucky Star' } }));
    const first = await renderApp('/m/leaderBoard');
    expect(
      await within(await findHeader()).findByRole('button', { name: 'Bumalik' }),
    ).toBeVisible();
    first.unmount();
    await renderApp('/m/help');
    expect(
      await within(await findHeader()).findByRole('link', { name: 'Home ng Lucky Star' }),
    ).toBeVisible();
  });
});

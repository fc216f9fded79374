import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '../../testing/account-fixtures';
import { fakeServer, siteHandlers } from '../../testing/fake-server';
import { memberSession, renderApp } from '../../testing/render-app';

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

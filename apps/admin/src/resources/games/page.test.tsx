import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorGame, OperatorProvider, OperatorVendor } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { GamesPage } from './page';

const vendor = (vassalage: string, gameType: OperatorVendor['gameType'], sortOrder: number) => ({
  vassalage,
  displayName: `${vassalage} Gaming`,
  gameType,
  mobileSmallIcon: '',
  mobileLargeIcon: '',
  enabled: true,
  sortOrder,
  games: 3,
});
const VENDORS: OperatorVendor[] = [vendor('JL', 'SLOTS', 0), vendor('PG', 'SLOTS', 1)];

const game = (nodeId: number, gameName: string, vassalage: string, sortOrder: number) => ({
  nodeId: String(nodeId),
  gameId: `g${nodeId}`,
  gameName,
  vassalage,
  gameType: 'SLOTS' as const,
  gameClassify: '',
  iconUrl: '',
  minBet: 0.1,
  isNew: false,
  isHot: false,
  supportPlay: true,
  enabled: true,
  sortOrder,
});
const GAMES: OperatorGame[] = [
  game(101, 'Fortune Gems', 'JL', 0),
  game(102, 'Super Ace', 'JL', 1),
  game(103, 'Money Coming', 'JL', 2),
  game(201, 'Mahjong Ways', 'PG', 0),
  game(202, 'Lucky Neko', 'PG', 1),
  game(203, 'Wild Bandito', 'PG', 2),
];
const PROVIDER: OperatorProvider = {
  code: 'DEMOPV',
  name: 'Demo provider',
  launchUrl: 'https://demo.example/launch?token={token}',
  allowsTrial: false,
  enabled: true,
  vendors: ['JL'],
};
const SECRET = 'Sx9-very-long-provider-secret-0123456789abcdef';

const me = (role: string) =>
  ok({ username: role, role, totpEnabled: false, disabled: false, createdAt: 1 });

/** The operator API over the catalogue above; `put` answers each change. */
function serve(role: string, put: (call: FakeCall) => ReturnType<typeof ok>) {
  return fakeFetch((call) => {
    if (call.url === '/operator/me') return me(role);
    if (call.method !== 'GET') return put(call);
    if (call.url === '/operator/merchants/DEMO/games') return ok(GAMES);
    if (call.url === '/operator/merchants/DEMO/games/vendors') return ok(VENDORS);
    if (call.url === '/operator/providers') return ok([PROVIDER]);
    if (call.url.startsWith('/operator/providers/DEMOPV/reconciliation')) {
      return ok({
        provider: 'DEMOPV',
        day: '2026-11-28',
        rounds: { opened: 12, settled: 10, open: 2, mismatched: 1 },
        bets: { calls: 12, provider: 120000, ledger: 120000 },
        wins: { calls: 10, provider: 95000, ledger: 90000 },
        refunds: { calls: 0, provider: 0, ledger: 0 },
        balanced: false,
        stale: [{ roundId: 'R-77', account: 'm42', stake: 5000, createdAt: 1 }],
      });
    }
    return refusal(404, 'not.found', 'Not found');
  });
}

const rowOf = async (name: string) =>
  within((await screen.findByText(name)).closest('tr') as HTMLElement);

// The page is a big table: on a busy machine it takes its time to answer.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('games and vendors', { timeout: 90_000 }, () => {
  it('switches a game off with a PUT of its node and shows the state the server answers', async () => {
    const sent = serve('owner', (call) =>
      call.url === '/operator/merchants/DEMO/games/102'
        ? ok({ ...GAMES[1], enabled: false })
        : refusal(400, 'request.invalid', 'bad'),
    );
    renderConsole('/games', <GamesPage />);
    const row = await rowOf('Super Ace');
    const on = row.getByRole('switch', { name: 'On: Super Ace' });
    await waitFor(() => expect(on).toBeEnabled());
    expect(on).toBeChecked();
    await userEvent.setup().click(on);
    await waitFor(() => expect(on).not.toBeChecked());
    expect(await screen.findByText('Super Ace is off')).toBeInTheDocument();
    const puts = sent.filter((call) => call.method === 'PUT');
    expect(puts.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/operator/merchants/DEMO/games/102', body: { enabled: false } },
    ]);
    // The other games keep their state.
    expect(
      (await rowOf('Fortune Gems')).getByRole('switch', { name: 'On: Fortune Gems' }),
    ).toBeChecked();
  });

  it('marks a game hot, and shows a refusal without changing the switch', async () => {
    const sent = serve('owner', (call) =>
      call.url.endsWith('/101')
        ? ok({ ...GAMES[0], isHot: true })
        : refusal(404, 'game.not.found', 'No such game'),
    );
    renderConsole('/games', <GamesPage />);
    const user = userEvent.setup();
    const hot = (await rowOf('Fortune Gems')).getByRole('switch', { name: 'Hot: Fortune Gems' });
    await waitFor(() => expect(hot).toBeEnabled());
    await user.click(hot);
    await waitFor(() => expect(hot).toBeChecked());
    const other = (await rowOf('Lucky Neko')).getByRole('switch', { name: 'Hot: Lucky Neko' });
    await user.click(other);
    expect(await screen.findByText('No such game')).toBeInTheDocument();
    expect(other).not.toBeChecked();
    expect(sent.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { isHot: true },
      { isHot: true },
    ]);
  });

  it("moves a game to a new place among its vendor's games", async () => {
    const sent = serve('owner', () => ok(true));
    renderConsole('/games', <GamesPage />);
    const place = (await rowOf('Money Coming')).getByRole('spinbutton', {
      name: 'Place of Money Coming among its vendor’s games',
    });
    expect(place).toHaveValue('3');
    const user = userEvent.setup();
    await user.clear(place);
    await user.type(place, '1{Enter}');
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const puts = sent.filter((call) => call.method === 'PUT');
    expect(puts.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: '/operator/merchants/DEMO/games/order',
        body: { vendor: 'JL', nodeIds: ['103', '101', '102'] },
      },
    ]);
  });

  it('searches games by name and filters them by vendor', async () => {
    serve('owner', () => ok(true));
    renderConsole('/games', <GamesPage />);
    await screen.findByText('Fortune Gems');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search a game by name' }), 'neko');
    expect(screen.getByText('Lucky Neko')).toBeInTheDocument();
    expect(screen.queryByText('Fortune Gems')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 6 games')).toBeInTheDocument();
  });

  it('moves a vendor down among its category’s vendors', async () => {
    const sent = serve('owner', () => ok(true));
    renderConsole('/games', <GamesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Vendors' }));
    const down = await screen.findByRole('button', { name: 'Move JL Gaming down' });
    await waitFor(() => expect(down).toBeEnabled());
    await user.click(down);
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/operator/merchants/DEMO/games/order',
      body: { gameType: 'SLOTS', vendors: ['PG', 'JL'] },
    });
  });

  it('leaves the switches and order fields out of reach of a role without the games right', async () => {
    serve('auditor', () => refusal(403, 'no.permission', 'no'));
    renderConsole('/games', <GamesPage />);
    const row = await rowOf('Super Ace');
    // The identity is read: the switch stays disabled and no place can be typed.
    await screen.findAllByRole('switch');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row.getByRole('switch', { name: 'On: Super Ace' })).toBeDisabled();
    expect(row.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Providers' }));
    await screen.findByText('Demo provider');
    expect(screen.queryByRole('button', { name: 'Add a provider' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('providers', { timeout: 90_000 }, () => {
  it('writes a new secret without ever showing it, and shows the callback address', async () => {
    const sent = serve('owner', (call) =>
      call.url === '/operator/providers/DEMOPV' ? ok(PROVIDER) : ok([PROVIDER]),
    );
    renderConsole('/games', <GamesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Providers' }));
    const row = await rowOf('Demo provider');
    expect(row.getByText('••••••••')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/lgw/seamless`)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    const secret = dialog.getByLabelText('Signing secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(secret);
    await user.paste(SECRET);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Provider DEMOPV saved')).toBeInTheDocument();
    const put = sent.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      url: '/operator/providers/DEMOPV',
      body: {
        name: 'Demo provider',
        launchUrl: PROVIDER.launchUrl,
        allowsTrial: false,
        enabled: true,
        secret: SECRET,
      },
    });
    // Nowhere on the page once written: not as text, not in a field.
    expect(document.body.textContent).not.toContain(SECRET.slice(0, 12));
    const fields = [...document.querySelectorAll('input')].map((input) => input.value);
    expect(fields.some((value) => value.includes(SECRET.slice(0, 12)))).toBe(false);
    await user.click(row.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Signing secret')).toHaveValue('');
  });

  it('keeps the secret when left blank, checks the fields by the contract, and shows a refusal', async () => {
    const sent = serve('owner', () =>
      refusal(400, 'request.invalid', 'The launch URL is not allowed'),
    );
    renderConsole('/games', <GamesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Providers' }));
    await user.click((await rowOf('Demo provider')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    const url = dialog.getByLabelText('Launch URL');
    await user.clear(url);
    await user.paste('ftp://nowhere');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(
      await dialog.findAllByText(
        'An http(s) URL or a /path of this site, with a {token} placeholder',
      ),
    ).toHaveLength(2);
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(url);
    await user.paste('/play?token={token}');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('The launch URL is not allowed')).toBeInTheDocument();
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Demo provider',
      launchUrl: '/play?token={token}',
      allowsTrial: false,
      enabled: true,
    });
  });

  it('shows the day’s reconciliation with its mismatches in red', async () => {
    const sent = serve('auditor', () => refusal(403, 'no.permission', 'no'));
    renderConsole('/games', <GamesPage />);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Reconciliation' }));
    expect(await screen.findByText('Mismatch')).toBeInTheDocument();
    expect(sent.map((call) => call.url)).toContainEqual(
      expect.stringMatching(
        /^\/operator\/providers\/DEMOPV\/reconciliation\?day=\d{4}-\d{2}-\d{2}$/,
      ),
    );
    const wins = await rowOf('Wins');
    expect(wins.getByText('₱50.00')).toHaveStyle({ color: '#cf1322' });
    expect((await rowOf('Bets')).getByText('₱0.00')).not.toHaveStyle({ color: '#cf1322' });
    expect(screen.getByTestId('rounds-mismatched')).toHaveStyle({ color: '#cf1322' });
    expect(screen.getByText('R-77')).toBeInTheDocument();
  });
});

import type { Leaderboard, LeaderboardEntry, LeaderboardMe } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const HOUR = 3_600_000;

const entry = (rank: number, turnover: number, prize: number): LeaderboardEntry => ({
  rank,
  account: `pl***${String(rank).padStart(2, '0')}`,
  turnover,
  prize,
});

/** A board of `size` members: rank r staked ₱(1,000 × (30 − r)); the last ones under ₱1,000. */
function boardFixture(patch: Partial<Leaderboard> = {}, size = 20): Leaderboard {
  const prizes = [588_800, 288_800, 188_800];
  const now = Date.now();
  return {
    board: 'current',
    week: '2026-W48',
    startsAt: now - 30 * HOUR,
    endsAt: now + 2 * 24 * HOUR + 3 * HOUR,
    isFinal: false,
    players: size + 5,
    entries: Array.from({ length: size }, (_, i) => {
      const rank = i + 1;
      const turnover = rank === 1 ? 12_345_678_900 : rank >= 19 ? 50_000 : (30 - rank) * 100_000;
      const prize = turnover < 100_000 ? 0 : (prizes[i] ?? (rank <= 10 ? 58_800 : 18_800));
      return entry(rank, turnover, prize);
    }),
    ...patch,
  };
}

function meFixture(patch: Partial<LeaderboardMe> = {}): LeaderboardMe {
  return {
    board: 'current',
    week: '2026-W48',
    rank: 2,
    position: 2,
    turnover: 2_800_000,
    prize: 288_800,
    toBoard: null,
    toQualify: 0,
    ...patch,
  };
}

type Options = {
  boards?: { current?: Leaderboard; last?: Leaderboard };
  me?: LeaderboardMe;
  session?: ReturnType<typeof memberSession>;
};

async function open(options: Options = {}) {
  const boards = {
    current: options.boards?.current ?? boardFixture(),
    last:
      options.boards?.last ?? boardFixture({ board: 'last', week: '2026-W47', isFinal: true }, 4),
  };
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/leaderboard': (url: URL) => ({
      body: {
        success: true,
        value: boards[url.searchParams.get('board') === 'last' ? 'last' : 'current'],
      },
    }),
    '/wps/leaderboard/me': (url: URL) => ({
      body: {
        success: true,
        value: { ...(options.me ?? meFixture()), board: url.searchParams.get('board') },
      },
    }),
  });
  await renderApp('/m/leaderBoard', options.session ? { session: options.session } : {});
  return server;
}

const requestsTo = (server: Awaited<ReturnType<typeof open>>, path: string) =>
  server.requests.filter((r) => r.url.pathname === path);

afterEach(() => vi.unstubAllGlobals());

describe('weekly leaderboard page', () => {
  it('shows a guest the podium, ranks 4–20 with prizes, the countdown and a login prompt', async () => {
    const server = await open();
    const podium = await screen.findByRole('list', { name: 'Nangungunang tatlo' });
    const first = within(podium).getByRole('listitem', { name: 'Ranggo 1' });
    expect(within(first).getByText('pl***01')).toBeVisible();
    expect(within(first).getByText('₱123,456,789.00')).toBeVisible();
    expect(within(first).getByText('₱5,888.00')).toBeVisible();
    expect(within(podium).getByRole('listitem', { name: 'Ranggo 3' })).toHaveTextContent(
      '₱1,888.00',
    );

    const rest = screen.getByRole('list', { name: 'Ranggo 4 hanggang 20' });
    expect(within(rest).getAllByRole('listitem')).toHaveLength(17);
    expect(within(rest).getByRole('listitem', { name: 'Ranggo 4' })).toHaveTextContent('₱588.00');
    expect(within(rest).getByRole('listitem', { name: 'Ranggo 11' })).toHaveTextContent('₱188.00');
    // Under the minimum: on the board, no prize.
    expect(within(rest).getByRole('listitem', { name: 'Ranggo 20' })).toHaveTextContent(
      'Wala pang premyo',
    );
    expect(screen.getByTestId('lb-countdown')).toHaveTextContent(/^2a 0[23]:\d\d:\d\d$/);
    expect(screen.getByText(/25 na player ngayong linggo/)).toBeVisible();

    const card = screen.getByRole('complementary', { name: 'Ang ranggo mo' });
    expect(within(card).getByRole('link', { name: 'Mag-log in' })).toHaveAttribute(
      'href',
      '/m/login',
    );
    expect(requestsTo(server, '/wps/leaderboard/me')).toHaveLength(0);
    // The prize table, from the contracts.
    const prizes = screen.getByRole('table');
    expect(within(prizes).getByRole('row', { name: /Ranggo 4–10/ })).toHaveTextContent('₱588.00');
  });

  it('switches to last week’s final board and asks the server for it', async () => {
    const server = await open();
    await screen.findByRole('list', { name: 'Nangungunang tatlo' });
    await userEvent.click(screen.getByRole('button', { name: 'Nakaraang linggo' }));
    expect(await screen.findByText(/Final na resulta/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nakaraang linggo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByTestId('lb-countdown')).not.toBeInTheDocument();
    // Four members: the podium and one row.
    expect(
      within(screen.getByRole('list', { name: 'Ranggo 4 hanggang 20' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(
      requestsTo(server, '/wps/leaderboard').map((r) => r.url.searchParams.get('board')),
    ).toContain('last');
  });

  it('shows a member their own rank and what it wins', async () => {
    await open({ session: memberSession() });
    const card = await screen.findByRole('complementary', { name: 'Ang ranggo mo' });
    await waitFor(() => expect(within(card).getByTestId('my-rank')).toHaveTextContent('#2'));
    expect(card).toHaveTextContent('Turnover mo: ₱28,000.00');
    expect(card).toHaveTextContent('Panalo ka ng ₱2,888.00 sa ngayon');
  });

  it('tells an unranked member how much more reaches the top 20', async () => {
    await open({
      session: memberSession(),
      me: meFixture({
        rank: null,
        position: 34,
        turnover: 20_000,
        prize: 0,
        toBoard: 30_001,
        toQualify: 80_000,
      }),
    });
    const card = await screen.findByRole('complementary', { name: 'Ang ranggo mo' });
    await waitFor(() => expect(card).toHaveTextContent('Ikaw ay #34'));
    expect(within(card).getByTestId('my-rank')).toHaveTextContent('—');
    expect(card).toHaveTextContent('Tumaya pa ng ₱300.01 para makapasok sa top 20');
  });

  it('groups a large count of players with commas', async () => {
    await open({ boards: { current: boardFixture({ players: 12_345 }) } });
    expect(await screen.findByText(/12,345 na player ngayong linggo/)).toBeVisible();
  });

  it('shows the empty state with a way to play when nobody has bet this week', async () => {
    await open({ boards: { current: boardFixture({ entries: [], players: 0 }) } });
    const empty = await screen.findByText(/Wala pang naglalaro ngayong linggo/);
    expect(empty).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maglaro na' })).toHaveAttribute(
      'href',
      '/m/inhouse/dice',
    );
    expect(screen.queryByRole('list', { name: 'Nangungunang tatlo' })).not.toBeInTheDocument();
  });

  it('never asks a free-trial account’s standing: it tells them trial accounts do not take part', async () => {
    const server = await open({ session: memberSession({ type: 4 }) });
    const card = await screen.findByRole('complementary', { name: 'Ang ranggo mo' });
    expect(card).toHaveTextContent('Hindi kasali ang mga free-trial account');
    await screen.findByRole('list', { name: 'Nangungunang tatlo' });
    expect(requestsTo(server, '/wps/leaderboard/me')).toHaveLength(0);
  });
});

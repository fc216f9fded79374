import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { drawHistory, lotteryGame, lotteryMenus } from '@/testing/lottery-fixtures';
import { memberSession, renderApp } from '@/testing/render-app';

describe('/m/launchGame (SPEC §2, §7 launch game lottery params)', () => {
  it('opens a lottery game by its code at its betting page, in place of the launch page', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      '/wps/game/launchGame': {
        gameUrl: '/m/lottery/bet/SPD1?prizeMode=ELOTT&backUrl=%2Fm%2Fhome',
      },
    });
    const { router } = await renderApp('/m/launchGame?playType=trad&prize_mode=Elott&code=SPD1', {
      session: memberSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery/bet/SPD1'));
    const launch = server.requests.find((r) => r.url.pathname === '/wps/game/launchGame');
    const query = Object.fromEntries(launch?.url.searchParams ?? []);
    expect(query).toMatchObject({
      vendor: 'ELOTT',
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'SPD1',
      lottoView: 'betting',
    });
    expect(query).not.toHaveProperty('gameId');
    // Replaced: back from the game does not land on the launch page (which would launch again).
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the lottery lobby without a code', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      '/wps/game/launchGame': { gameUrl: '/m/lottery?prizeMode=LOTT&backUrl=%2Fm%2Fhome' },
    });
    const { router } = await renderApp('/m/launchGame?playType=trad&prize_mode=Lott&code=lobby', {
      session: memberSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery'));
    const launch = server.requests.find((r) => r.url.pathname === '/wps/game/launchGame');
    expect(launch?.url.searchParams.get('lottoView')).toBe('lobby');
    expect(launch?.url.searchParams.get('lottoGameCode')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Lotto' })).toBeInTheDocument();
  });

  it('sends playType and where the player came from (pageBack); the betting page offers only that play type and its back returns there', async () => {
    const game = lotteryGame();
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      // As the server answers: the betting page with the play type and the way back.
      '/wps/game/launchGame': (url: URL) => {
        const query = new URLSearchParams({ prizeMode: 'ELOTT' });
        const playType = url.searchParams.get('playType');
        if (playType) query.set('playType', playType);
        query.set('backUrl', url.searchParams.get('backUrl') ?? '/m/home');
        const gameUrl = `/m/lottery/bet/${url.searchParams.get('lottoGameCode') ?? ''}?${query}`;
        return { body: { success: true, value: { gameUrl } } };
      },
      '/lgw/games/mobile_game_menus': lotteryMenus([
        { tag: game.gameGroupCode, labelName: 'Mabilisang Bola', games: [game] },
      ]),
      '/lgw/vn/numeros/opened/game': drawHistory(game.gameCode, []),
      '/lgw/orders': { list: [], pageNum: 1, totalPages: 1, total: 0, totals: {} },
    });
    const { router } = await renderApp(
      '/m/launchGame?playType=trad&prize_mode=Elott&code=SPD1&pageBack=lottery',
      { session: memberSession() },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery/bet/SPD1'));
    const launch = server.requests.find((r) => r.url.pathname === '/wps/game/launchGame');
    expect(launch?.url.searchParams.get('playType')).toBe('trad');
    expect(launch?.url.searchParams.get('backUrl')).toBe('/m/lottery');

    // Traditional bets only: the digits, no big/small.
    expect(
      await screen.findByRole('group', { name: 'Mga digit para sa posisyon 1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Malaki/ })).not.toBeInTheDocument();

    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Bumalik' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery'));
  });
});

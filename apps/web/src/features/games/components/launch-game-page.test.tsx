import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
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
});

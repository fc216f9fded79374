import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { drawHistory, drawnResult, lotteryGame, lotteryMenus } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';

const fast = lotteryGame({ gameId: 1, gameCode: 'SPD1', gameName: 'Speed 5D · 1 Minuto' });
const north = lotteryGame({
  gameId: 3,
  gameCode: 'VNNORTH',
  gameGroupCode: 'VN',
  gameName: 'Vietnam Hilaga',
  numberFormat: 'VN_NORTH',
  isSale: false,
});

function serve() {
  return fakeServer({
    ...siteHandlers(),
    '/lgw/games/mobile_game_menus': lotteryMenus([
      { tag: 'FAST', labelName: 'Mabilisang Bola', games: [fast] },
    ]),
    '/lgw/vn/games/game_menu': [
      { displayName: 'Mabilisang Bola', gameGroupId: 1, gameGroupCode: 'FAST', games: [fast] },
      { displayName: 'Vietnam Lotto', gameGroupId: 2, gameGroupCode: 'VN', games: [north] },
    ],
    '/lgw/vn/numeros/opened/game': drawHistory('SPD1', [
      drawnResult('SPD1', '20260102-0000', 1),
      { ...drawnResult('SPD1', '20260101-1439', 2), status: 'void', winningNumber: null },
    ]),
  });
}

describe('lottery pages', () => {
  it('/m/moreLottery: every game by group as tiles with countdowns, and no footer', async () => {
    serve();
    await renderApp('/m/moreLottery?prizeMode=ELOTT');
    const vn = await screen.findByRole('region', { name: 'Vietnam Lotto' });
    const tile = within(vn).getByRole('link', { name: 'Vietnam Hilaga' });
    expect(tile).toHaveAttribute('href', '/m/lottery/bet/VNNORTH?prizeMode=ELOTT');
    expect(within(vn).getByRole('timer')).toHaveTextContent('--:--:--');
    const fastGroup = screen.getByRole('region', { name: 'Mabilisang Bola' });
    expect(within(fastGroup).getByRole('timer')).toHaveTextContent(/^00:00:5[45]$/);
    expect(document.querySelector('.app-footer')).toBeNull();
  });

  it('/m/startLottery opens the lobby', async () => {
    serve();
    const { router } = await renderApp('/m/startLottery?prizeMode=ELOTT');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery'));
    expect(router.state.location.search).toBe('?prizeMode=ELOTT');
  });

  it('/m/lottery/fair/:gameCode: a guest reads how to verify and every result, checked', async () => {
    serve();
    await renderApp('/m/lottery/fair/SPD1');
    expect(
      await screen.findByRole('heading', { name: 'Paano i-verify ang isang bola' }),
    ).toBeVisible();
    expect(await screen.findByText('Speed 5D · 1 Minuto')).toBeInTheDocument();
    const [drawn, voided] = await screen.findAllByTestId('draw-item');
    expect(within(drawn as HTMLElement).getByText('Napatunayan')).toBeInTheDocument();
    expect(
      within(voided as HTMLElement).getByText(/^Na-void sa lumang patakaran/),
    ).toBeInTheDocument();
    // How it works: committed before the sale, bets sealed in at the close, late draws drawn.
    for (const step of [
      'Nagko-commit muna kami',
      'Sinesilyuhan ang mga taya pagsara',
      'Ang nahuling bola ay binobola, hindi vino-void',
    ]) {
      expect(screen.getByRole('heading', { name: step })).toBeVisible();
    }
    expect(
      within(drawn as HTMLElement).getByText(
        'Bets digest (SHA-256 ng mga tayang sinelyuhan pagsara ng taya)',
      ),
    ).toBeInTheDocument();
  });

  it('sends a guest from the betting page to log in, and back there after', async () => {
    serve();
    const { router } = await renderApp('/m/lottery/bet/SPD1?prizeMode=ELOTT');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.state).toEqual({ from: '/m/lottery/bet/SPD1?prizeMode=ELOTT' });
  });
});

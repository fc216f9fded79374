import type { LotteryRecord } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { changeLanguage } from '@/shared/i18n';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import {
  drawHistory,
  drawnResult,
  lotteryGame,
  lotteryMenus,
  lotteryRecord,
} from '@/testing/lottery-fixtures';
import { memberSession, renderApp } from '@/testing/render-app';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const totals = { count: 0, stake: 0, payout: 0, profit: 0 };
const game = lotteryGame();
const last = drawnResult(game.gameCode, game.previousNumero ?? '', 1);

/** An order on `numero` whose draw is over: the BIG bet lost, the DIGIT 7 won 9.7 × ₱10.00. */
function settledOrder(id: number, numero: string): LotteryRecord {
  const base = lotteryRecord({ id, numero });
  const [digit, big] = base.suborders;
  if (!digit || !big) throw new Error('fixture');
  const result = drawnResult('SPD1', numero, id);
  return {
    ...base,
    status: 'settled',
    payout: 9_700,
    profit: 9_700 - 3_000,
    suborders: [
      { ...digit, status: 'won', hits: 1, payout: 9_700 },
      { ...big, status: 'lost', hits: 0, payout: 0 },
    ],
    draw: {
      ...base.draw,
      status: 'drawn',
      winningNumber: result.winningNumber,
      seed: result.seed,
      betsDigest: result.betsDigest,
      algorithm: result.algorithm,
    },
  };
}

const page = (list: LotteryRecord[], pageNum: number, totalPages: number) => ({
  body: {
    success: true,
    value: { list, pageNum, totalPages, total: totalPages * list.length, totals },
  },
});

function serve(handlers: Record<string, unknown>) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture({ sumBalance: 100 }),
    '/lgw/games/mobile_game_menus': lotteryMenus([
      { tag: 'FAST', labelName: 'Mabilisang Bola', games: [game] },
    ]),
    '/lgw/vn/numeros/opened/game': drawHistory('SPD1', [last]),
    ...handlers,
  });
}

describe('my bets: settled orders and a win notice', () => {
  it('lists settled orders with their result, each bet’s outcome and the payout, page after page', async () => {
    const server = serve({
      '/lgw/orders': (url: URL) =>
        url.searchParams.get('open') === 'false'
          ? url.searchParams.get('pageNo') === '2'
            ? page([settledOrder(8, '20260101-1400')], 2, 2)
            : page([settledOrder(9, '20260101-1439')], 1, 2)
          : page([], 1, 0),
    });
    await renderApp('/m/lottery/bet/SPD1?prizeMode=ELOTT', { session: memberSession() });
    const u = user();
    await u.click(await screen.findByRole('tab', { name: /^Aking taya/ }));
    expect(await screen.findByText('Wala kang naghihintay na taya sa larong ito.')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Tapos na' }));
    const [order] = await screen.findAllByTestId('settled-order');
    if (!order) throw new Error('no settled order');
    expect(within(order).getByText('Bola #20260101-1439')).toBeInTheDocument();
    expect(within(order).getByText('Panalo ₱97.00')).toBeInTheDocument();
    expect(within(order).getByText('Taya ₱30.00 · bayad ₱97.00')).toBeInTheDocument();
    expect(within(order).getByText('Talo')).toBeInTheDocument();
    expect(within(order).getByRole('img', { name: /^Resulta: / })).toBeInTheDocument();
    const asked = server.requests.find(
      (r) => r.url.pathname === '/lgw/orders' && r.url.searchParams.get('open') === 'false',
    );
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      game: 'lottery',
      gameCode: 'SPD1',
      pageNo: '1',
      pageSize: '10',
    });
    await u.click(screen.getByRole('button', { name: 'Magpakita pa' }));
    await waitFor(() => expect(screen.getAllByTestId('settled-order')).toHaveLength(2));
    expect(screen.getByText('Bola #20260101-1400')).toBeInTheDocument();
  });

  it('tells the member on the betting page when a bet of theirs just won, in EN too', async () => {
    const numero = '20260102-0000';
    const waiting = lotteryRecord({
      id: 9,
      numero,
      draw: { ...lotteryRecord().draw, numero, status: 'drawn' },
    });
    let settled = false;
    serve({
      '/lgw/orders': (url: URL) => {
        if (url.searchParams.get('open') === 'false') return page([settledOrder(9, numero)], 1, 1);
        const list = settled ? [] : [waiting];
        settled = true;
        return page(list, 1, 1);
      },
      '/lgw/orders/detail': settledOrder(9, numero),
    });
    await renderApp('/m/lottery/bet/SPD1?prizeMode=ELOTT', { session: memberSession() });
    await act(() => changeLanguage('EN'));
    // A drawn but unsettled order is asked about again within seconds: now settled, and won.
    const notice = await screen.findByTestId('win-notice', {}, { timeout: 6_000 });
    expect(notice).toHaveTextContent(`You won! ₱97.00 on draw #${numero} is in your wallet.`);
    await user().click(within(notice).getByRole('button', { name: 'See it' }));
    expect(screen.queryByTestId('win-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settled' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Won ₱97.00')).toBeInTheDocument();
  }, 10_000);
});

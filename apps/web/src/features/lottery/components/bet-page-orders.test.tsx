import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, requestJson } from '@/testing/fake-server';
import { lotteryRecord } from '@/testing/lottery-fixtures';
import {
  user,
  open,
  placed,
  orderPosts,
  headerBalance,
  betBar,
  buildSlip,
  send,
} from '../testing/bet-page-harness';

/** The betting page's orders: sending (again, offline, refused) and cancelling open bets. */
describe('lottery betting page: orders', () => {
  it('sends a lost order again with the same key, and a changed slip with a new one', async () => {
    const { server } = open({
      order: (call) =>
        call < 3
          ? Promise.reject(new TypeError('Failed to fetch'))
          : { body: { success: true, value: placed() } },
    });
    const u = await buildSlip();
    await send(u);
    // Tried three times (two retries of a network failure), then said so.
    expect(
      await screen.findByText(/hindi kailanman madodoble ang taya mo/, {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(orderPosts(server)).toHaveLength(3);
    await send(u);
    expect(await screen.findByText(/^Naitaya na!/)).toBeInTheDocument();
    const keys = orderPosts(server).map(
      (request) => (requestJson(request.init) as { idempotencyKey: string }).idempotencyKey,
    );
    expect(new Set(keys).size).toBe(1);

    await buildSlip();
    await send(u);
    await waitFor(() => expect(orderPosts(server)).toHaveLength(5));
    const last = requestJson(orderPosts(server)[4]?.init) as { idempotencyKey: string };
    expect(last.idempotencyKey).not.toBe(keys[0]);
  }, 15_000);

  it('offline, says the bet was not sent and never sends it later (no paused mutation)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      const { server } = open({
        order: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      const u = await buildSlip();
      // Offline before the button: nothing is sent, the member is told why.
      await u.click(betBar().getByRole('button', { name: 'Tumaya' }));
      expect(await betBar().findByText(/^Offline ka — hindi naipadala ang taya/)).toHaveAttribute(
        'role',
        'alert',
      );
      expect(orderPosts(server)).toHaveLength(0);

      // The phone drops during the confirm: the request fails at once instead of waiting paused.
      onLine.mockReturnValue(true);
      await u.click(betBar().getByRole('button', { name: 'Tumaya' }));
      const dialog = await screen.findByRole('dialog');
      onLine.mockReturnValue(false);
      await u.click(within(dialog).getByRole('button', { name: 'Tumaya' }));
      expect(
        await betBar().findByText(/^Offline ka — hindi naipadala ang taya/),
      ).toBeInTheDocument();
      expect(orderPosts(server)).toHaveLength(1);
      expect(betBar().getByRole('button', { name: 'Ipadala ulit' })).toBeEnabled();

      // Back online, nothing fires by itself: the member decides.
      onLine.mockReturnValue(true);
      onlineManager.setOnline(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(orderPosts(server)).toHaveLength(1);
    } finally {
      onLine.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('shows a refusal of one bet under that bet, and of the whole order above the button', async () => {
    open({
      order: (call) =>
        call === 0
          ? errorAnswer(
              400,
              'lottery.bet.limit',
              'Dapat mula ₱1.00 hanggang ₱10.00 ang bawat taya',
              {
                field: 'bets.1.amount',
              },
            )
          : errorAnswer(409, 'lottery.draw.closed', 'Sarado na ang pagtaya sa bolang ito', {
              field: 'numero',
            }),
    });
    const u = await buildSlip();
    await send(u);
    const second = (await screen.findByText('Kabuuan · Malaki')).closest('li');
    if (!second) throw new Error('no second bet');
    expect(
      await within(second).findByText('Dapat mula ₱1.00 hanggang ₱10.00 ang bawat taya'),
    ).toHaveAttribute('role', 'alert');
    await send(u);
    expect(await betBar().findByText('Sarado na ang pagtaya sa bolang ito')).toHaveAttribute(
      'role',
      'alert',
    );
    // Changing the slip clears what the server said about the order it refused.
    await u.click(screen.getByRole('button', { name: 'Alisin ang Digit 1 · 7' }));
    expect(screen.queryByText('Sarado na ang pagtaya sa bolang ito')).not.toBeInTheDocument();
  });

  it('cancels open bets before the close, and the refund shows in the header', async () => {
    const { server } = open({
      open: [lotteryRecord()],
      extra: {
        '/lgw/orders/suborders/cancel': { cancelled: [21, 22], refunded: 3_000, balance: 13_000 },
      },
    });
    const u = user();
    await u.click(await screen.findByRole('tab', { name: /^Aking taya/ }));
    expect(screen.getByRole('tab', { name: /^Aking taya/ })).toHaveTextContent('Aking taya 1');
    // The server keeps this game's orders with a bet still open (not the browser, from a page).
    const list = server.requests.find(
      (r) => r.url.pathname === '/lgw/orders' && (r.init?.method ?? 'GET') === 'GET',
    );
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toMatchObject({
      game: 'lottery',
      gameCode: 'SPD1',
      open: 'true',
    });
    await u.click(await screen.findByRole('button', { name: 'Kanselahin lahat' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Makakansela ang 2 taya at babalik ang ₱30.00 sa wallet mo.'),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Kanselahin' }));
    expect(
      await screen.findByText('Na-cancel. Nasa wallet mo na ulit ang ₱30.00.'),
    ).toBeInTheDocument();
    const cancel = server.requests.find((r) => r.url.pathname === '/lgw/orders/suborders/cancel');
    expect(requestJson(cancel?.init)).toEqual({ suborderIds: [21, 22] });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱130.00'));
  });

  it('offers no cancel once the bets wait for a closed draw', async () => {
    open({
      open: [
        lotteryRecord({
          numero: '20260102-0000',
          draw: { ...lotteryRecord().draw, numero: '20260102-0000', status: 'locked' },
        }),
      ],
    });
    await user().click(await screen.findByRole('tab', { name: /^Aking taya/ }));
    const order = (await screen.findByText('Hinihintay ang bola.')).closest('li');
    if (!order) throw new Error('no order');
    expect(within(order).queryByRole('button')).not.toBeInTheDocument();
  });
});

import type { LotteryGame, LotteryOrderResult, LotteryRecord } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import {
  drawHistory,
  drawnResult,
  lotteryGame,
  lotteryMenus,
  lotteryRecord,
} from '@/testing/lottery-fixtures';
import { memberSession, renderApp } from '@/testing/render-app';

const NUMERO = '20260102-0001';
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

type Options = {
  game?: Partial<LotteryGame>;
  /** The page to open, if not the game's. */
  path?: string;
  /** POST /lgw/orders, by the call's number. */
  order?: (call: number, init: RequestInit | undefined) => unknown;
  open?: LotteryRecord[];
  extra?: Record<string, unknown>;
};

/** The betting page of SPD1 (or the patched game) for a member with ₱100.00. */
function open({ game = {}, path, order, open: openOrders = [], extra = {} }: Options = {}) {
  const base = lotteryGame(game);
  // The last result as the server draws it (seed 1), so the page can check it.
  const last = drawnResult(base.gameCode, base.previousNumero ?? '', 1, base.numberFormat);
  const shown = base.previousNumero ? { ...base, previousWinningNumber: last.winningNumber } : base;
  let orderCalls = 0;
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture({ sumBalance: 100 }),
    '/lgw/games/mobile_game_menus': lotteryMenus([
      { tag: shown.gameGroupCode, labelName: 'Mabilisang Bola', games: [shown] },
    ]),
    '/lgw/vn/numeros/opened/game': drawHistory(shown.gameCode, shown.previousNumero ? [last] : []),
    '/lgw/orders': (_url: URL, init: RequestInit | undefined) =>
      init?.method === 'POST'
        ? (order?.(orderCalls++, init) ?? { body: { success: true, value: placed() } })
        : {
            body: {
              success: true,
              value: { list: openOrders, pageNum: 1, totalPages: 1, total: 0, totals },
            },
          },
    ...extra,
  });
  const page = path ?? `/m/lottery/bet/${shown.gameCode}?prizeMode=ELOTT`;
  return { server, last, view: renderApp(page, { session: memberSession() }) };
}
const totals = { count: 0, stake: 0, payout: 0, profit: 0 };

function placed(patch: Partial<LotteryOrderResult> = {}): LotteryOrderResult {
  return { ...lotteryRecord({ stake: 4_000 }), balance: 6_000, replayed: false, ...patch };
}

const orderPosts = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.url.pathname === '/lgw/orders' && r.init?.method === 'POST');
const headerBalance = () => screen.getByTestId('balance-amount');
const betBar = () => {
  const bar = screen.getByTestId('slip-total').closest<HTMLElement>('.bet-bar');
  if (!bar) throw new Error('no bet bar');
  return within(bar);
};

/** Digit 1 is 7 and the sum is big, at ₱10.00 × 2: two bets, ₱40.00. */
async function buildSlip() {
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Bawat digit' }));
  await u.click(screen.getByRole('button', { name: 'Ika-1 na digit' }));
  await u.click(
    within(screen.getByRole('group', { name: 'Mga digit para sa posisyon 1' })).getByRole(
      'button',
      { name: '7' },
    ),
  );
  await u.click(screen.getByRole('button', { name: /^Kabuuan$/ }));
  await u.click(screen.getByRole('button', { name: /^Malaki/ }));
  await u.click(screen.getByRole('button', { name: 'Dagdagan ang multiplier' }));
  await u.click(screen.getByRole('button', { name: 'Idagdag ang 2 pili sa slip' }));
  return u;
}

async function send(u: ReturnType<typeof user>) {
  // A confirm answered before may still be in the document, faded out (its unmount waits for the
  // animation's end, seconds on a loaded machine): the new one is the dialog added after it.
  const before = new Set(screen.queryAllByRole('dialog'));
  await u.click(betBar().getByRole('button', { name: /^(Tumaya|Ipadala ulit)$/ }));
  const dialog = await waitFor(() => {
    const added = screen.getAllByRole('dialog').find((dialog) => !before.has(dialog));
    if (!added) throw new Error('no new confirm yet');
    return added;
  });
  await u.click(within(dialog).getByRole('button', { name: 'Tumaya' }));
}

describe('lottery betting page', () => {
  it('shows the draw, its commitment and the last result verified in the browser', async () => {
    const { last, server } = open();
    expect(await screen.findByTestId('current-numero')).toHaveTextContent(NUMERO);
    expect(screen.getByText('ab'.repeat(32))).toBeInTheDocument();
    const previous = within(screen.getByTestId('previous-result'));
    expect(previous.getByText('Huling resulta · Bola #20260102-0000')).toBeInTheDocument();
    const [digits = '', sum] = (last.winningNumber ?? '').split('~');
    expect(
      previous.getByRole('img', { name: `Huling resulta: ${digits.split('').join(' ')}` }),
    ).toBeInTheDocument();
    expect(previous.getByText(`Kabuuan ${sum}`)).toBeInTheDocument();
    expect(await previous.findByText('Napatunayan')).toBeInTheDocument();
    // Asked as the lobby's calls are: prize mode, device and language (SPEC §7).
    const history = server.requests.find((r) => r.url.pathname === '/lgw/vn/numeros/opened/game');
    expect(Object.fromEntries(history?.url.searchParams ?? [])).toMatchObject({
      gameCode: 'SPD1',
      prizeMode: 'ELOTT',
      device: 'MOBILE',
      language: 'TY',
    });
  });

  it('builds a slip and sends it as one order: total, confirm, body, the new balance', async () => {
    const { server } = open();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱100.00'));
    const u = await buildSlip();
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱40.00');
    const slip = screen.getByRole('region', { name: 'Slip ng taya (2)' });
    expect(within(slip).getByText('Digit 1 · 7')).toBeInTheDocument();
    expect(within(slip).getByText('Kabuuan · Malaki')).toBeInTheDocument();
    expect(within(slip).getAllByText('₱10.00 × 2 = ₱20.00')).toHaveLength(2);
    expect(within(slip).getByText('Puwedeng manalo ng ₱194.00')).toBeInTheDocument();

    await u.click(betBar().getByRole('button', { name: 'Tumaya' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '2 taya sa Speed 5D · 1 Minuto, bola #20260102-0001. Kabuuan: ₱40.00.',
      ),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Tumaya' }));
    expect(
      await screen.findByText('Naitaya na! ₱40.00 sa bola #20260102-0001'),
    ).toBeInTheDocument();

    const body = requestJson(orderPosts(server)[0]?.init) as Record<string, unknown>;
    expect(body).toEqual({
      gameCode: 'SPD1',
      numero: NUMERO,
      prizeMode: 'ELOTT',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{24}$/),
      bets: [
        { betType: 'DIGIT', position: 1, pick: '7', amount: 1_000, multiple: 2 },
        { betType: 'SUM_BIG_SMALL', pick: 'BIG', amount: 1_000, multiple: 2 },
      ],
    });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱60.00'));
    expect(screen.getByRole('region', { name: 'Slip ng taya (0)' })).toBeInTheDocument();
  });

  it('says which bets count, and warns when the slip’s bets cover most results (Big and Small)', async () => {
    open();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱100.00'));
    const u = await buildSlip();
    const note = () => screen.getByTestId('valid-bet-note');
    expect(note()).not.toHaveClass('is-warning');
    expect(note()).toHaveTextContent('(gaya ng Malaki at Maliit) ay hindi binibilang sa turnover');
    await u.click(screen.getByRole('button', { name: /^Kabuuan$/ }));
    await u.click(screen.getByRole('button', { name: /^Maliit/ }));
    await u.click(screen.getByRole('button', { name: 'Idagdag ang 1 pili sa slip' }));
    expect(note()).toHaveClass('is-warning');
    expect(note()).toHaveTextContent(
      'hindi sila bibilangin sa turnover, rebate, VIP, mission o leaderboard',
    );
  });

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

  it('keeps the slip from going while the draw is closed, and a stake outside the limits', async () => {
    open({ game: { isSale: false } });
    const u = await buildSlip();
    expect(
      betBar().getByText(
        'Sarado na ang taya sa bolang ito. Nandito pa rin ang slip mo para sa susunod na bola.',
      ),
    ).toBeInTheDocument();
    expect(betBar().getByRole('button', { name: 'Tumaya' })).toBeDisabled();
    const amount = screen.getByLabelText('Halaga bawat taya');
    await u.clear(amount);
    await u.type(amount, '0.40');
    expect(screen.getByText('Hindi bababa sa ₱1.00 ang bawat taya')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: /^Pumili muna ng numero$/ })).toBeDisabled();
  });

  it('reads typed Vietnam numbers, says which are not, and adds them as bets', async () => {
    open({
      game: {
        gameCode: 'VNNORTH',
        gameGroupCode: 'VN',
        gameName: 'Vietnam Hilaga',
        numberFormat: 'VN_NORTH',
        entPlaySwitch: false,
        previousWinningNumber: null,
        previousNumero: null,
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: /^Lahat ng premyo 2D/ }));
    const field = screen.getByLabelText('Mga numero mong 2 digit');
    await u.type(field, '07 38 123{Enter}');
    expect(screen.getByText('Hindi 2 digit: 123')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Alisin ang 07' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Idagdag ang 2 pili sa slip' }));
    const slip = screen.getByRole('region', { name: 'Slip ng taya (2)' });
    expect(within(slip).getByText('Lahat ng premyo 2D · 07')).toBeInTheDocument();
    // 27 prize numbers of 2+ digits: 97 % over 27 chances in 100, per hit.
    expect(within(slip).getAllByText('×3.59')).toHaveLength(2);
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

  it('checks every result with the fairness function: a tampered one does not match', async () => {
    const good = drawnResult('SPD1', '20260102-0000', 1);
    const tampered = { ...drawnResult('SPD1', '20260101-1439', 2), winningNumber: '00000~0' };
    open({
      extra: { '/lgw/vn/numeros/opened/game': drawHistory('SPD1', [good, tampered]) },
    });
    await user().click(await screen.findByRole('tab', { name: 'Resulta' }));
    const items = await screen.findAllByTestId('draw-item');
    expect(within(items[0] as HTMLElement).getByText('Napatunayan')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Hindi tugma')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lahat ng resulta at paano i-verify' }),
    ).toHaveAttribute('href', '/m/lottery/fair/SPD1');
  });

  it('offers only the play type the launch asked for (?playType=trad | ent)', async () => {
    const digits = () => screen.queryByRole('group', { name: 'Mga digit para sa posisyon 1' });
    const big = () => screen.queryByRole('button', { name: /^Malaki/ });
    const both = open();
    expect(await screen.findByTestId('current-numero')).toBeInTheDocument();
    expect(digits()).toBeInTheDocument();
    expect(big()).toBeInTheDocument();
    (await both.view).unmount();

    const trad = open({ path: '/m/lottery/bet/SPD1?prizeMode=ELOTT&playType=trad' });
    expect(await screen.findByTestId('current-numero')).toBeInTheDocument();
    expect(digits()).toBeInTheDocument();
    expect(big()).not.toBeInTheDocument();
    (await trad.view).unmount();

    open({ path: '/m/lottery/bet/SPD1?prizeMode=ELOTT&playType=ent' });
    expect(await screen.findByTestId('current-numero')).toBeInTheDocument();
    expect(big()).toBeInTheDocument();
    expect(digits()).not.toBeInTheDocument();
  });

  it('says so when the game is not offered', async () => {
    open({ path: '/m/lottery/bet/NOPE?prizeMode=ELOTT' });
    expect(await screen.findByText('Hindi available ang larong ito ngayon.')).toBeInTheDocument();
  });
});

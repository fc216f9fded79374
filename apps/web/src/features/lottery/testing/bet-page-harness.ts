import type { LotteryGame, LotteryOrderResult, LotteryRecord } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import {
  drawHistory,
  drawnResult,
  lotteryGame,
  lotteryMenus,
  lotteryRecord,
} from '@/testing/lottery-fixtures';
import { memberSession, renderApp } from '@/testing/render-app';

/** What the betting page's tests (components/bet-page*.test.tsx) share: the page opened on a fake server, and the steps of a slip. */
export const NUMERO = '20260102-0001';
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

export type Options = {
  game?: Partial<LotteryGame>;
  /** The page to open, if not the game's. */
  path?: string;
  /** POST /lgw/orders, by the call's number. */
  order?: (call: number, init: RequestInit | undefined) => unknown;
  open?: LotteryRecord[];
  extra?: Record<string, unknown>;
};

/** The betting page of SPD1 (or the patched game) for a member with ₱100.00. */
export function open({ game = {}, path, order, open: openOrders = [], extra = {} }: Options = {}) {
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
export const totals = { count: 0, stake: 0, payout: 0, profit: 0 };

export function placed(patch: Partial<LotteryOrderResult> = {}): LotteryOrderResult {
  return { ...lotteryRecord({ stake: 4_000 }), balance: 6_000, replayed: false, ...patch };
}

export const orderPosts = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.url.pathname === '/lgw/orders' && r.init?.method === 'POST');
export const headerBalance = () => screen.getByTestId('balance-amount');
export const betBar = () => {
  const bar = screen.getByTestId('slip-total').closest<HTMLElement>('.bet-bar');
  if (!bar) throw new Error('no bet bar');
  return within(bar);
};

/** Digit 1 is 7 and the sum is big, at ₱10.00 × 2: two bets, ₱40.00. */
export async function buildSlip() {
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

export async function send(u: ReturnType<typeof user>) {
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

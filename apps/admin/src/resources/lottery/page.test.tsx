import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorLotteryDraw, OperatorLotteryGame } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { LotteryPage } from './page';

const GAMES_URL = '/operator/merchants/DEMO/lottery/games';

const game = (gameCode: string, EN: string, more: Partial<OperatorLotteryGame> = {}) => ({
  gameCode,
  gameGroupCode: 'FAST',
  names: { EN, TY: `${EN} (TY)` },
  numberFormat: 'D5' as const,
  schedule: { kind: 'interval' as const, seconds: 60 },
  saleSeconds: 60,
  lockSeconds: 10,
  tradPlay: true,
  entPlay: true,
  isHot: false,
  enabled: true,
  sortOrder: 0,
  betMin: 100,
  betMax: 1_000_000,
  drawMax: 5_000_000,
  nextDrawAt: Date.UTC(2026, 10, 29, 12, 1),
  ...more,
});
const GAMES: OperatorLotteryGame[] = [
  game('SPD1', 'Speed 5D · 1 Minute'),
  game('VNNORTH', 'Vietnam North', {
    schedule: { kind: 'daily', time: '19:15' },
    saleSeconds: 82_800,
    lockSeconds: 900,
    sortOrder: 3,
  }),
];

const draw = (numero: string, minute: number, more: Partial<OperatorLotteryDraw> = {}) => ({
  numero,
  status: 'drawn' as const,
  openAt: Date.UTC(2026, 10, 29, 11, minute - 1),
  lockAt: Date.UTC(2026, 10, 29, 11, minute - 1, 50),
  drawAt: Date.UTC(2026, 10, 29, 11, minute),
  drawnAt: Date.UTC(2026, 10, 29, 11, minute),
  settledAt: Date.UTC(2026, 10, 29, 11, minute),
  winningNumber: '46444~22',
  seedHash: 'a'.repeat(64),
  seed: 'b'.repeat(64),
  betsDigest: 'c'.repeat(64),
  algorithm: 'hmac-sha256-digits-v2' as const,
  proof: 'valid' as const,
  orders: 2,
  bets: 3,
  stake: 80_000,
  payout: 150_000,
  ...more,
});

const me = (role: string) =>
  ok({ username: role, role, totpEnabled: false, disabled: false, createdAt: 1 });

/** The operator API over the games above; `change` answers each PUT. */
function serve(role: string, change: (call: FakeCall) => ReturnType<typeof ok> = () => ok(true)) {
  return fakeFetch((call) => {
    if (call.url === '/operator/me') return me(role);
    if (call.method !== 'GET') return change(call);
    if (call.url === GAMES_URL) return ok(GAMES);
    if (call.url.startsWith(`${GAMES_URL}/SPD1/draws`)) {
      if (call.url.includes('before=')) {
        return ok({ list: [draw('20261129-0700', 20)], next: null });
      }
      return ok({
        list: [
          draw('20261129-0702', 22, {
            status: 'selling',
            winningNumber: null,
            seed: null,
            betsDigest: null,
            algorithm: null,
            proof: null,
            drawnAt: null,
            settledAt: null,
            payout: 0,
          }),
          draw('20261129-0701', 21, { winningNumber: '11111~5', proof: 'number' }),
        ],
        next: Date.UTC(2026, 10, 29, 11, 21),
      });
    }
    return refusal(404, 'not.found', 'Not found');
  });
}

const rowOf = async (name: string) =>
  within((await screen.findByText(name)).closest('tr') as HTMLElement);

configure({ asyncUtilTimeout: 6_000 });

beforeEach(() => {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('lottery games and draws', { timeout: 90_000 }, () => {
  it('lists each game with its schedule, sale window and limits in pesos', async () => {
    serve('owner');
    renderConsole('/lottery', <LotteryPage />);
    const spd1 = await rowOf('Speed 5D · 1 Minute');
    expect(spd1.getByText('Every 1 min')).toBeInTheDocument();
    expect(spd1.getByText('Opens 1 min before, closes 10 s before')).toBeInTheDocument();
    expect(spd1.getByText('₱1.00 – ₱10,000.00 a bet')).toBeInTheDocument();
    expect(spd1.getByText('up to ₱50,000.00 a draw')).toBeInTheDocument();
    const north = await rowOf('Vietnam North');
    expect(north.getByText('Daily at 19:15')).toBeInTheDocument();
    expect(north.getByText('Opens 23 h before, closes 15 min before')).toBeInTheDocument();
    expect(screen.getByText('2 games')).toBeInTheDocument();
  });

  it('switches a game off with a PUT and shows what the server answers', async () => {
    const sent = serve('content', (call) =>
      call.url === `${GAMES_URL}/SPD1`
        ? ok({ ...GAMES[0], enabled: false })
        : refusal(400, 'x', 'x'),
    );
    renderConsole('/lottery', <LotteryPage />);
    const on = (await rowOf('Speed 5D · 1 Minute')).getByRole('switch', {
      name: 'On: Speed 5D · 1 Minute',
    });
    await waitFor(() => expect(on).toBeEnabled());
    await userEvent.setup().click(on);
    await waitFor(() => expect(on).not.toBeChecked());
    expect(await screen.findByText('Speed 5D · 1 Minute is off')).toBeInTheDocument();
    expect(
      sent.filter((call) => call.method === 'PUT').map(({ url, body }) => ({ url, body })),
    ).toEqual([{ url: `${GAMES_URL}/SPD1`, body: { enabled: false } }]);
  });

  it('sends only the limits that changed, in centavos, and checks their order first', async () => {
    const sent = serve('owner', (call) => ok({ ...GAMES[0], ...(call.body as object) }));
    renderConsole('/lottery', <LotteryPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Limits of Speed 5D · 1 Minute' }));
    const most = await screen.findByLabelText('Most a bet (₱)');
    await user.clear(most);
    await user.type(most, '0.5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('At least the least a bet')).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(most);
    await user.type(most, '2500');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.filter((call) => call.method === 'PUT').map(({ body }) => body)).toEqual([
      { betMax: 250_000 },
    ]);
    expect(
      await (await rowOf('Speed 5D · 1 Minute')).findByText('₱1.00 – ₱2,500.00 a bet'),
    ).toBeInTheDocument();
  });

  it('shows a game’s draws with their bets, results and proofs, and reads older ones', async () => {
    const sent = serve('auditor');
    renderConsole('/lottery', <LotteryPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Draws of Speed 5D · 1 Minute' }));
    const selling = await rowOf('20261129-0702');
    expect(selling.getByText('Selling')).toBeInTheDocument();
    expect(selling.getByText('After the draw')).toBeInTheDocument();
    const tampered = await rowOf('20261129-0701');
    expect(tampered.getByText('11111~5')).toBeInTheDocument();
    expect(tampered.getByText('3 in 2 orders')).toBeInTheDocument();
    expect(tampered.getByText('₱800.00')).toBeInTheDocument();
    expect(tampered.getByText('₱1,500.00')).toBeInTheDocument();
    expect(tampered.getByText('Result is not what the seed gives')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older draws' }));
    expect((await rowOf('20261129-0700')).getByText('Verified')).toBeInTheDocument();
    expect(sent.map((call) => call.url)).toContain(
      `${GAMES_URL}/SPD1/draws?before=${Date.UTC(2026, 10, 29, 11, 21)}`,
    );
    expect(screen.queryByRole('button', { name: 'Older draws' })).not.toBeInTheDocument();
  });

  it('leaves the switches and limits out of reach of an auditor', async () => {
    serve('auditor');
    renderConsole('/lottery', <LotteryPage />);
    const row = await rowOf('Speed 5D · 1 Minute');
    await screen.findAllByRole('switch');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row.getByRole('switch', { name: 'On: Speed 5D · 1 Minute' })).toBeDisabled();
    expect(row.queryByRole('button', { name: /^Limits of/ })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Draws of Speed 5D · 1 Minute' })).toBeInTheDocument();
  });
});

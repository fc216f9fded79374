import {
  settleDice,
  sha256Hex,
  type BetRecord,
  type GameRecord,
  type OrdersPage,
  type VendorRecord,
} from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { drawnResult, lotteryRecord } from '@/testing/lottery-fixtures';
import { memberSession, renderApp } from '@/testing/render-app';

const SERVER_SEED = 'f'.repeat(64);

/** A dice bet settled from real seeds; `revealed` says whether its server seed is out. */
function bet(id: number, revealed: boolean, patch: Partial<BetRecord> = {}): BetRecord {
  const seeds = { serverSeed: SERVER_SEED, clientSeed: 'lucky', nonce: id };
  const { outcome, payout } = settleDice(seeds, { amount: 500, target: 5_000, direction: 'under' });
  return {
    id,
    game: 'dice',
    stake: 500,
    payout,
    profit: payout - 500,
    createdAt: Date.UTC(2026, 0, 2, 3, 4),
    outcome,
    fairness: {
      serverSeedHash: sha256Hex(SERVER_SEED),
      clientSeed: 'lucky',
      nonce: id,
      serverSeed: revealed ? SERVER_SEED : null,
    },
    ...patch,
  };
}

function open(list: GameRecord[]) {
  const page: OrdersPage = {
    list,
    pageNum: 1,
    totalPages: 1,
    total: list.length,
    totals: { count: list.length, stake: 1_500, payout: 990, profit: -510 },
  };
  fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/lgw/orders': page,
    '/lgw/orders/detail': (url: URL) => ({
      body: {
        success: true,
        value: list.find(
          (item) =>
            item.id === Number(url.searchParams.get('id')) &&
            (item.game === 'lottery' || item.game === 'vendor' ? item.game : null) ===
              url.searchParams.get('game'),
        ),
      },
    }),
  });
  return renderApp('/m/gameRecord', { session: memberSession() });
}

afterEach(() => vi.unstubAllGlobals());

describe('betting record', () => {
  it('lists the bets with the totals of the filter', async () => {
    await open([bet(2, true), bet(1, false)]);
    const totals = await screen.findByTestId('records-totals');
    expect(totals).toHaveTextContent('₱15.00');
    expect(totals).toHaveTextContent('−₱5.10');
    expect(screen.getAllByRole('button', { name: /Lumabas/ })).toHaveLength(2);
  });

  it('puts the bets under their Manila day, with what the day staked and won or lost', async () => {
    await open([
      // 00:00 on January 3 in Manila; a minute before, still January 2.
      bet(3, true, { createdAt: Date.UTC(2026, 0, 2, 16), payout: 990, profit: 490 }),
      bet(2, true, { createdAt: Date.UTC(2026, 0, 2, 15, 59), payout: 0, profit: -500 }),
      bet(1, true, { createdAt: Date.UTC(2026, 0, 2, 1), payout: 0, profit: -500 }),
    ]);
    const third = await screen.findByRole('region', { name: /Enero 3/ });
    expect(within(third).getAllByRole('listitem')).toHaveLength(1);
    expect(within(third).getByTestId('day-totals')).toHaveTextContent('Itinaya₱5.00Kita+₱4.90');
    const second = screen.getByRole('region', { name: /Enero 2/ });
    expect(within(second).getAllByRole('listitem')).toHaveLength(2);
    expect(within(second).getByTestId('day-totals')).toHaveTextContent('Itinaya₱10.00Kita−₱10.00');
    // The time alone under the day: 00:00 in Manila.
    expect(within(third).getByRole('button')).toHaveTextContent('12:00 AM');
  });

  it('proves a revealed bet and says when a bet cannot be checked yet', async () => {
    await open([bet(2, true), bet(1, false), bet(3, true, { payout: 999_999 })]);
    // The closing sheet's mask fades out over the list; a person taps once it has gone.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const rows = await screen.findAllByRole('button', { name: /Lumabas/ });
    await user.click(rows[0]!);
    const detail = await screen.findByTestId('record-detail');
    expect(within(detail).getByTestId('proof-verdict')).toHaveTextContent('Napatunayan');
    await user.click(screen.getByRole('button', { name: 'Isara' }));

    await user.click(rows[1]!);
    expect(await screen.findByText(/para maibunyag ang server seed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Isara' }));

    // A record whose payout does not follow from its seeds fails the proof.
    await user.click(rows[2]!);
    expect(await screen.findByText(/Hindi tugma sa mga seed na ito/)).toBeInTheDocument();
  });

  it('lists a lottery order beside the bets, and shows its bets and its verified draw', async () => {
    const drawn = drawnResult('SPD1', '20260102-0001', 5);
    const digit = drawn.winningNumber?.[0] ?? '0';
    const settled = lotteryRecord({
      id: 2,
      status: 'settled',
      payout: 9_700,
      profit: 6_700,
      suborders: lotteryRecord().suborders.map((bet) =>
        bet.betType === 'DIGIT'
          ? { ...bet, pick: digit, status: 'won', hits: 1, payout: 9_700 }
          : { ...bet, status: 'lost', hits: 0 },
      ),
      draw: {
        ...lotteryRecord().draw,
        status: 'drawn',
        winningNumber: drawn.winningNumber,
        seedHash: drawn.seedHash,
        seed: drawn.seed,
        betsDigest: drawn.betsDigest,
        algorithm: drawn.algorithm,
      },
    });
    // Numbered apart: in-house bet 2 and lottery order 2 are two records.
    await open([settled, lotteryRecord({ id: 1 }), bet(2, true)]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const waiting = await screen.findByRole('button', {
      name: /Bola #20260102-0001 · 2 taya · hinihintay ang bola/,
    });
    expect(within(waiting).getByText('Naghihintay')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /2 taya · tapos na/ }));
    const detail = await screen.findByTestId('record-detail');
    expect(within(detail).getByText(`Digit 1 · ${digit}`)).toBeInTheDocument();
    expect(within(detail).getByText('Panalo ₱97.00')).toBeInTheDocument();
    expect(within(detail).getByText('Talo')).toBeInTheDocument();
    expect(within(detail).getByTestId('proof-verdict')).toHaveTextContent('Napatunayan');
    await user.click(screen.getByRole('button', { name: 'Isara' }));
    await user.click(waiting);
    expect(await screen.findByText('Ilalabas pagkatapos ng bola')).toBeInTheDocument();
  });

  it('lists a provider’s rounds beside the bets: one still in play, one settled', async () => {
    const round = (id: number, patch: Partial<VendorRecord>): VendorRecord => ({
      id,
      game: 'vendor',
      gameName: 'Sabong Arena 3',
      vendorName: 'DS88 Sabong',
      roundId: `sabong-${id}`,
      status: 'settled',
      stake: 1_000,
      payout: 1_890,
      profit: 890,
      createdAt: Date.UTC(2026, 0, 2, 3, 4),
      settledAt: Date.UTC(2026, 0, 2, 3, 6),
      ...patch,
    });
    await open([
      round(5, { status: 'open', payout: 0, profit: 0, settledAt: null }),
      round(4, {}),
      bet(4, true),
    ]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const playing = await screen.findByRole('button', { name: /DS88 Sabong · Tumatakbo pa/ });
    expect(within(playing).getByText('Tumatakbo pa')).toHaveClass('is-waiting');
    await user.click(screen.getByRole('button', { name: /DS88 Sabong · Tapos na/ }));
    const detail = await screen.findByTestId('record-detail');
    expect(within(detail).getByText('sabong-4')).toBeInTheDocument();
    expect(within(detail).getByText('+₱8.90')).toBeInTheDocument();
  });
});

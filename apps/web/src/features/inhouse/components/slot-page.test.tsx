import { SLOT_CHERRY_PAIR, SLOT_PAYS, slotGrid, type BetResult } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const HASH = 'ab'.repeat(32);

/** A ₱10.00 spin paying `payout` on the middle line. */
function spin(payout: number, count: 2 | 3): BetResult {
  return {
    id: 9,
    game: 'slot',
    stake: 1_000,
    payout,
    profit: payout - 1_000,
    createdAt: Date.now(),
    outcome: {
      game: 'slot',
      stops: [0, 1, 1],
      grid: slotGrid([0, 1, 1]),
      wins: [{ line: 0, symbol: 'cherry', count, multiplier: count === 2 ? 2 : 10 }],
    },
    fairness: { serverSeedHash: HASH, clientSeed: 'seed', nonce: 0, serverSeed: null },
    balance: 10_000 + payout - 1_000,
    replayed: false,
  };
}

async function open(bet: BetResult, language: 'TY' | 'EN' = 'TY') {
  fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture({ sumBalance: 100 }),
    '/lgw/inhouse/fairness': { serverSeedHash: HASH, clientSeed: 'seed', nonce: 0, previous: null },
    '/lgw/inhouse/slot/bet': bet,
  });
  await renderApp('/m/inhouse/slot', { session: memberSession() });
  if (language === 'EN') await changeLanguage('EN');
}

async function play(name: string) {
  await screen.findByLabelText(/Halaga ng taya|Bet amount/);
  await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('₱100.00'));
  await userEvent.setup().click(screen.getByRole('button', { name }));
  return screen.findByTestId('bet-result');
}

beforeEach(() => {
  // Reduced motion: the reels stop at once.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('slot page: only a net win is a win', () => {
  it('says two cherries on a ₱10.00 spin as ₱4.00 back, not a win (TY)', async () => {
    await open(spin(400, 2));
    const result = await play('I-spin');
    expect(result).toHaveTextContent('Bumalik ang ₱4.00 sa ₱10.00 mong taya');
    expect(result).toHaveTextContent('Neto −₱6.00');
    expect(result).not.toHaveTextContent('Panalo');
    expect(result).not.toHaveClass('is-win');
  });

  it('says it in English too', async () => {
    await open(spin(400, 2), 'EN');
    const back = await play('Spin');
    expect(back).toHaveTextContent('₱4.00 back of your ₱10.00 bet');
    expect(back).not.toHaveTextContent('won');
  });

  it('celebrates a net win', async () => {
    await open(spin(2_000, 3));
    const result = await play('I-spin');
    expect(result).toHaveTextContent('Panalo ka ng ₱20.00!');
    expect(result).toHaveClass('is-win');
  });

  it('states the rules from the pay table the server pays: two cherries pay too', async () => {
    await open(spin(400, 2), 'EN');
    await screen.findByLabelText('Bet amount');
    const pays = Object.values(SLOT_PAYS);
    expect(
      screen.getByText(
        `Pays on each of the 5 lines: three of a kind ×${Math.min(...pays)} to ×${Math.max(...pays)}, two cherries from the left ×${SLOT_CHERRY_PAIR}, times the line bet.`,
      ),
    ).toBeInTheDocument();
    const table = screen.getByText('Pay table').closest('details');
    if (!table) throw new Error('no pay table');
    expect(within(table).getByLabelText('Two cherries from the left')).toBeInTheDocument();
    expect(within(table).getByText(`×${SLOT_CHERRY_PAIR}`)).toBeInTheDocument();
    expect(within(table).getByText(`×${SLOT_PAYS.gem}`)).toBeInTheDocument();
  });
});

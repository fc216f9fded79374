import type { BetResult } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const HASH = 'ab'.repeat(32);

function betFixture(patch: Partial<BetResult> = {}): BetResult {
  return {
    id: 7,
    game: 'dice',
    stake: 1_000,
    payout: 1_980,
    profit: 980,
    createdAt: Date.now(),
    outcome: {
      game: 'dice',
      target: 5_000,
      direction: 'under',
      roll: 1_234,
      multiplier: 1.98,
      win: true,
    },
    fairness: { serverSeedHash: HASH, clientSeed: 'seed', nonce: 0, serverSeed: null },
    balance: 10_980,
    replayed: false,
    ...patch,
  };
}

function open(bet: BetResult, balance = 100) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture({ sumBalance: balance }),
    '/lgw/inhouse/fairness': { serverSeedHash: HASH, clientSeed: 'seed', nonce: 0, previous: null },
    '/lgw/inhouse/dice/bet': bet,
  });
  return { server, view: renderApp('/m/inhouse/dice', { session: memberSession() }) };
}

const stakeField = () => screen.findByLabelText('Halaga ng taya');
const headerBalance = () => screen.getByTestId('balance-amount');

beforeEach(() => {
  // Reduced motion: the roll lands at once.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('dice page', () => {
  it('keeps the stake within the bounds with its chips', async () => {
    open(betFixture());
    const field = await stakeField();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('₱100.00'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pinakamataas na taya' }));
    expect(field).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: 'Hatiin ang taya' }));
    expect(field).toHaveValue('50.00');
    await user.click(screen.getByRole('button', { name: 'Doblehin ang taya' }));
    await user.click(screen.getByRole('button', { name: 'Doblehin ang taya' }));
    expect(field).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: 'Pinakamababang taya' }));
    expect(field).toHaveValue('1.00');
  });

  it('refuses a stake below the minimum or above the balance before it is sent', async () => {
    open(betFixture());
    const field = await stakeField();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('₱100.00'));
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '0.50');
    expect(screen.getByRole('alert')).toHaveTextContent('Ang pinakamababang taya ay ₱1.00');
    expect(screen.getByRole('button', { name: 'I-roll' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '150');
    expect(screen.getByRole('alert')).toHaveTextContent('Kulang ang balanse mo');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('rolls: sends the bet with a key, shows the win and moves the header balance', async () => {
    const { server } = open(betFixture());
    await stakeField();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱100.00'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'I-roll' }));
    const result = await screen.findByTestId('bet-result');
    expect(result).toHaveTextContent('Panalo ka ng ₱19.80!');
    expect(result).toHaveTextContent('Neto +₱9.80');
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('12.34');
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱109.80'));
    const call = server.requests.find((r) => r.url.pathname === '/lgw/inhouse/dice/bet');
    expect(requestJson(call?.init)).toMatchObject({
      amount: 1_000,
      target: 5_000,
      direction: 'under',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('states which bets count, and warns when the chosen win chance is above 66 %', async () => {
    open(betFixture());
    await stakeField();
    const note = screen.getByTestId('valid-bet-note');
    expect(note).toHaveTextContent(
      'Ang mga tayang higit sa 66% ang tsansang manalo ay hindi binibilang sa turnover, rebate, VIP, mission at leaderboard.',
    );
    expect(note).not.toHaveClass('is-warning');
    const slider = screen.getByLabelText('Target na numero');
    fireEvent.change(slider, { target: { value: '9800' } });
    expect(screen.getByTestId('valid-bet-note')).toHaveClass('is-warning');
    expect(screen.getByTestId('valid-bet-note')).toHaveTextContent(
      'Higit sa 66% ang tsansang manalo ng tayang ito: hindi ito bibilangin',
    );
    // Exactly 66 % still counts.
    fireEvent.change(slider, { target: { value: '6600' } });
    expect(screen.getByTestId('valid-bet-note')).not.toHaveClass('is-warning');
  });

  it('says a loss plainly, with what it cost', async () => {
    open(
      betFixture({
        payout: 0,
        profit: -1_000,
        balance: 9_000,
        outcome: {
          game: 'dice',
          target: 5_000,
          direction: 'under',
          roll: 8_800,
          multiplier: 1.98,
          win: false,
        },
      }),
    );
    await stakeField();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱100.00'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'I-roll' }));
    const result = await screen.findByTestId('bet-result');
    expect(result).toHaveTextContent('Walang panalo ngayon');
    expect(result).toHaveTextContent('Neto −₱10.00');
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱90.00'));
  });
});

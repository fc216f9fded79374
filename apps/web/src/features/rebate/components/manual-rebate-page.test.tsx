import type { RebatePreview } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import {
  rebateClaimResultFixture,
  rebatePreviewFixture,
  rebateReportFixture,
} from '@/testing/rebate-fixtures';

type Options = {
  preview?: Partial<RebatePreview>;
  /** The answer to POST /wps/member/rebate/claim. */
  claim?: { status?: number; body: unknown };
};

async function open(options: Options = {}) {
  // The wallet as the server keeps it: the claim pays into it.
  let sumBalance = 10_000;
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': () => ({
      body: { success: true, value: balanceFixture({ sumBalance }) },
    }),
    '/wps/member/rebate': rebatePreviewFixture(options.preview),
    '/wps/member/rebate/claim': () => {
      if (options.claim) return options.claim;
      sumBalance = 10_007.75;
      return { body: { success: true, value: rebateClaimResultFixture() } };
    },
    '/wps/member/rebate/report': rebateReportFixture(),
  });
  await renderApp('/m/member/manualRebate', { session: memberSession() });
  return server;
}

const claims = (server: Awaited<ReturnType<typeof open>>) =>
  server.requests.filter((r) => r.url.pathname === '/wps/member/rebate/claim');

afterEach(() => vi.unstubAllGlobals());

describe('manual rebate page', () => {
  it('shows each category’s turnover, rate and rebate, and the total to claim', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Manwal na rebate');
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('₱7.75');
    const inhouse = screen.getByRole('listitem', { name: 'Mga in-house na laro' });
    expect(within(inhouse).getByText('0.5% balik')).toBeVisible();
    expect(within(inhouse).getByText('₱650.50')).toBeVisible();
    expect(within(inhouse).getByText('4 na taya')).toBeVisible();
    expect(within(inhouse).getByText('₱3.25')).toBeVisible();
    const lottery = screen.getByRole('listitem', { name: 'Lottery' });
    expect(within(lottery).getByText('0.3% balik')).toBeVisible();
    expect(within(lottery).getByText('₱4.50')).toBeVisible();
    expect(within(lottery).getByText('1 taya ang naghihintay ng resulta')).toBeVisible();
    expect(screen.getByText('Mga taya mula nang magsimula kang maglaro')).toBeVisible();
    expect(screen.getByRole('button', { name: 'I-claim ang ₱7.75' })).toBeEnabled();
  });

  it('keeps the button off below the minimum, saying how much is left', async () => {
    await open({
      preview: {
        lines: [
          { category: 'inhouse', turnover: 10_000, bets: 1, rateBp: 50, amount: 50, waiting: 0 },
          { category: 'lottery', turnover: 0, bets: 0, rateBp: 30, amount: 0, waiting: 0 },
        ],
        total: 50,
        blocked: 'below_minimum',
      },
    });
    const button = await screen.findByRole('button', { name: 'I-claim ang ₱0.50' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Puwede mo nang i-claim kapag umabot na sa ₱1.00 ang rebate mo: kulang pa ng ₱0.50.',
    );
  });

  it('with nothing yet, says so and offers a game', async () => {
    await open({
      preview: {
        lines: [
          { category: 'inhouse', turnover: 0, bets: 0, rateBp: 50, amount: 0, waiting: 0 },
          { category: 'lottery', turnover: 0, bets: 0, rateBp: 30, amount: 0, waiting: 0 },
        ],
        total: 0,
        blocked: 'nothing',
      },
    });
    expect(await screen.findByRole('button', { name: 'I-claim ang ₱0.00' })).toBeDisabled();
    expect(screen.getByText('Wala pang rebate. May balik ang bawat taya mo.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maglaro na' })).toHaveAttribute(
      'href',
      '/m/inhouse/dice',
    );
  });

  it('claims the previewed range once, shows the result and the new balance in the header', async () => {
    const server = await open();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'I-claim ang ₱7.75' }));
    expect(
      await screen.findByText('Papasok agad sa bonus balance mo ang ₱7.75.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'I-claim' }));

    expect(
      await screen.findByRole('heading', { name: 'Na-claim mo na ang rebate!' }),
    ).toBeVisible();
    expect(screen.getByTestId('rebate-claimed')).toHaveTextContent('+₱7.75');
    expect(screen.getByText('RB7K2M9Q4XPA')).toBeVisible();
    expect(screen.getByTestId('rebate-balance')).toHaveTextContent('₱10,007.75');
    const sent = claims(server);
    expect(sent).toHaveLength(1);
    const body = requestJson(sent[0]?.init) as Record<string, unknown>;
    expect(body).toMatchObject({
      since: { inhouse: 10, lottery: 4 },
      upTo: { inhouse: 14, lottery: 6 },
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{24}$/);
    // The header takes the balance the claim answered with.
    await waitFor(() =>
      expect(screen.getByTestId('balance-amount')).toHaveTextContent('10,007.75'),
    );
    expect(screen.getByRole('link', { name: 'Tingnan lahat ng rebate ko' })).toHaveAttribute(
      'href',
      '/m/member/rebateReport',
    );
  });

  it('tells a refused claim and asks the preview again', async () => {
    const server = await open({
      claim: errorAnswer(
        409,
        'rebate.stale',
        'Nagbago ang iyong rebate. Tingnan ang bagong halaga at i-claim muli',
      ),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const previews = () =>
      server.requests.filter((r) => r.url.pathname === '/wps/member/rebate').length;
    await user.click(await screen.findByRole('button', { name: 'I-claim ang ₱7.75' }));
    const before = previews();
    // The dialog is up (its text shown) before its button is pressed, and the claim has gone out
    // before the toast is looked for: on a loaded machine each step says which one was slow.
    expect(
      await screen.findByText('Papasok agad sa bonus balance mo ang ₱7.75.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'I-claim' }));
    await waitFor(() => expect(claims(server)).toHaveLength(1));
    expect(
      await screen.findByText(
        'Nagbago ang iyong rebate. Tingnan ang bagong halaga at i-claim muli',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(previews()).toBeGreaterThan(before));
    expect(screen.queryByRole('heading', { name: 'Na-claim mo na ang rebate!' })).toBeNull();
  });
});

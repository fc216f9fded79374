import type { Reward } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { rewardFixture, rewardPageFixture } from '@/testing/rewards-fixtures';

const DAY = 86_400_000;

async function open(
  options: {
    available?: Reward[];
    history?: Reward[];
    claim?: { status?: number; body: unknown };
  } = {},
) {
  let claimed = false;
  let sumBalance = 100;
  const available = options.available ?? [rewardFixture()];
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': () => ({
      body: { success: true, value: balanceFixture({ sumBalance }) },
    }),
    '/wps/member/rewards': (url: URL) => {
      const tab = url.searchParams.get('tab');
      const page =
        tab === 'history'
          ? rewardPageFixture(options.history ?? [])
          : rewardPageFixture(claimed ? [] : available);
      return { body: { success: true, value: page } };
    },
    '/wps/member/rewards/claim': (_url: URL, init: RequestInit | undefined) => {
      if (options.claim) return options.claim;
      const { id } = requestJson(init) as { id: number };
      claimed = true;
      sumBalance = 158;
      const reward = { ...rewardFixture({ id }), status: 'claimed', claimedAt: Date.now() };
      return { body: { success: true, value: { reward, balance: 15_800, replayed: false } } };
    },
  });
  await renderApp('/m/rewardCenter', { session: memberSession() });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('reward centre', () => {
  it('shows what waits to be claimed, its source, amount, turnover and time left', async () => {
    await open({
      available: [
        rewardFixture(),
        rewardFixture({
          id: 8,
          source: 'REFERRAL',
          detail: { friend: 'ju***45' },
          amount: 25_800,
          expiresAt: Date.now() + 2 * DAY - 60_000,
        }),
      ],
    });
    expect(await screen.findByText('₱316.00')).toHaveAttribute('data-testid', 'rewards-available');
    const vip = screen.getByRole('listitem', { name: 'Level-up bonus ng VIP 2' });
    expect(within(vip).getByText('Umabot ka na sa VIP 2')).toBeVisible();
    expect(within(vip).getByText('₱58.00')).toBeVisible();
    expect(within(vip).getByText('Itaya nang 1× bago i-withdraw')).toBeVisible();
    const friend = screen.getByRole('listitem', { name: 'Kaibigang inimbita' });
    expect(
      within(friend).getByText('Nag-deposit na sa unang pagkakataon si ju***45'),
    ).toBeVisible();
    expect(within(friend).getByText('Mag-e-expire sa loob ng 2 araw')).toBeVisible();
  });

  it('claims a reward: the balance rises, the card leaves and a toast says so', async () => {
    const server = await open();
    const card = await screen.findByRole('listitem', { name: 'Level-up bonus ng VIP 2' });
    await userEvent.click(within(card).getByRole('button', { name: 'I-claim' }));
    expect(await screen.findByText('Naidagdag ang ₱58.00 sa bonus balance mo')).toBeVisible();
    const claims = server.requests.filter((r) => r.url.pathname === '/wps/member/rewards/claim');
    expect(claims.map((r) => requestJson(r.init))).toEqual([{ id: 7 }]);
    expect(await screen.findByText(/Wala kang reward na puwedeng i-claim ngayon/)).toBeVisible();
  });

  it('shows the server’s reason when a claim is refused, and keeps the reward', async () => {
    await open({ claim: errorAnswer(409, 'reward.expired', 'Nag-expire na ang reward na ito') });
    const card = await screen.findByRole('listitem', { name: 'Level-up bonus ng VIP 2' });
    await userEvent.click(within(card).getByRole('button', { name: 'I-claim' }));
    expect(await screen.findByText('Nag-expire na ang reward na ito')).toBeVisible();
  });

  it('lists claimed and expired rewards in the history without a claim button', async () => {
    await open({
      history: [
        rewardFixture({ id: 1, status: 'claimed', claimedAt: Date.now() - DAY }),
        rewardFixture({
          id: 2,
          source: 'LEADERBOARD',
          detail: { rank: 3, week: '2026-W46' },
          status: 'expired',
        }),
      ],
    });
    await screen.findByTestId('reward');
    await userEvent.click(screen.getByRole('button', { name: 'Kasaysayan' }));
    const expired = await screen.findByRole('listitem', { name: 'Leaderboard #3' });
    expect(within(expired).getByText('Nag-expire')).toBeVisible();
    expect(within(expired).getByText('Premyo para sa linggong 2026-W46')).toBeVisible();
    const claimed = screen.getByRole('listitem', { name: 'Level-up bonus ng VIP 2' });
    expect(within(claimed).getByText('Na-claim')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I-claim' })).toBeNull();
  });

  it('says how rewards are earned when there is none, with the ways to earn', async () => {
    await open({ available: [] });
    expect(await screen.findByText(/Wala kang reward na puwedeng i-claim ngayon/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Mga VIP level/ })).toHaveAttribute(
      'href',
      '/m/member/benefits',
    );
    expect(screen.getByRole('link', { name: /Lingguhang leaderboard/ })).toHaveAttribute(
      'href',
      '/m/leaderBoard',
    );
  });
});

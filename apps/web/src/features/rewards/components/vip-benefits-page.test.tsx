import { VIP_LEVELS } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { memberClubFixture } from '@/testing/rewards-fixtures';

const CLUB = '/wps/relay/MCS2_getMemberClubBenefit';

async function open(club = memberClubFixture(), flags: Record<string, boolean> = {}) {
  const server = fakeServer({
    ...siteHandlers({ flags }),
    '/wps/member/info': memberInfoFixture(),
    [CLUB]: club,
  });
  await renderApp('/m/member/benefits', { session: memberSession() });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('VIP benefits', () => {
  it('shows the level, progress on both thresholds of the next one and its bonus', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'VIP 1', level: 2 })).toBeVisible();
    expect(screen.getByText('Deposit ₱2,500.00 · Turnover ₱12,000.00')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ang daan mo papuntang VIP 2' })).toBeVisible();
    // ₱2,500 of ₱5,000 deposits, ₱12,000 of ₱30,000 turnover.
    expect(screen.getByRole('progressbar', { name: 'Deposit' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Level-up bonus: ₱58.00')).toBeVisible();
  });

  it('lists every level with its benefits, marking reached, current and locked ones', async () => {
    await open();
    const levels = await screen.findByRole('list', { name: 'Mga VIP level' });
    const cards = within(levels).getAllByRole('listitem');
    expect(cards).toHaveLength(VIP_LEVELS.length);
    expect(within(cards[0]!).getByText('Naabot na')).toBeVisible();
    expect(cards[1]).toHaveAttribute('aria-current', 'step');
    expect(within(cards[2]!).getByText('Hindi pa bukas')).toBeVisible();
    expect(within(cards[3]!).getByText('₱188.00')).toBeVisible();
    expect(within(cards[3]!).getByText('8 bawat araw')).toBeVisible();
    expect(within(cards[3]!).getByText('₱500,000.00')).toBeVisible();
  });

  it('says the top level is reached when there is no next one', async () => {
    await open(memberClubFixture({ level: 6, next: null }));
    expect(await screen.findByText(/Nasa pinakamataas na level ka na/)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks nothing while the member club is switched off', async () => {
    const server = await open(memberClubFixture(), { MEMCLUB3: false });
    expect(await screen.findByText(/Hindi available ang mga VIP level/)).toBeVisible();
    expect(server.requests.some((r) => r.url.pathname === CLUB)).toBe(false);
  });
});

import { manilaTimeText } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

describe('/m/activity for a member on a break (responsible gaming)', () => {
  it('lists nothing to join or claim and says promotions wait until the break’s end', async () => {
    const until = Date.now() + 7 * 24 * 60 * 60_000;
    fakeServer({
      ...siteHandlers(),
      '/wps/relay/MCSFE_getAvailablePromotions': { list: [] },
      '/wps/member/responsibleGaming/break': { break: { kind: 'exclusion', until } },
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
    });
    await renderApp('/m/activity', { session: memberSession() });
    const paused = await screen.findByText(/Naka-pause ang mga promo at bonus/);
    expect(paused).toHaveTextContent(manilaTimeText(until, 'TY'));
    expect(screen.queryByRole('button', { name: /Claim|Sumali|Join/ })).not.toBeInTheDocument();
  });
});

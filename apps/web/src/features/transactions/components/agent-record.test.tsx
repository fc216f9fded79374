import type { TransactionPage } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const PATH = '/wps/transaction/record';

const PAGE: TransactionPage = {
  list: [
    {
      id: 41,
      type: 'agent_transfer',
      amount: -123_456_789_00,
      balanceAfter: 5_000_00,
      memo: 'to sub_agent_with_a_really_long_username_01',
      createdAt: Date.now() - 60_000,
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 1,
};

function open(path: string) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: () => ({ body: { success: true, value: PAGE } }),
  });
  const asked = () =>
    server.requests.filter((request) => request.url.pathname === PATH).map(({ url }) => url);
  return {
    view: renderApp(path, { session: memberSession({ userName: 'agent', type: 2 }) }),
    asked,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('agent transaction record (?types=A)', () => {
  it("asks for the agent-side movements only, titled for agents, with the agent's types", async () => {
    const { view, asked } = open('/m/transaction/record?types=A');
    await view;
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Talaan ng transaksyon ng ahente' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Talaan ng transaksyon ng ahente',
    );
    const [row] = await screen.findAllByRole('listitem');
    expect(row).toHaveTextContent('−₱123,456,789.00');
    expect(asked().at(-1)?.searchParams.get('types')).toBe('A');
    const types = screen.getByRole('group', { name: 'Uri' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Lahat',
      'Transfer ng agent',
      'Pulang sobre (red envelope)',
      'Rebate ng ahente',
      'Sahod ng ahente',
      'Dibidendo ng ahente',
    ]);
  });

  it('leaves the member record as it was', async () => {
    const { view, asked } = open('/m/transaction/record');
    await view;
    await screen.findAllByRole('listitem');
    expect(asked().at(-1)?.searchParams.get('types')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: /ahente/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Record ng account');
  });
});

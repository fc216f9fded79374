import type { Announcements, Notice, TeamKpiCounts } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers, type FakeServer } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const TEAM_KPI_A = '/wps/relay/ODSFE2_TeamKPIA';

const counters = (patch: Partial<TeamKpiCounts['footer']> = {}): TeamKpiCounts => ({
  list: [],
  pageNum: 1,
  total: 1,
  totalPages: 0,
  footer: {
    teamLoginMemberCount: 12,
    teamBetMemberCount: 7,
    teamDepositMemberCount: 3,
    teamFirstDepositCount: 1,
    teamRegisterMemberCount: 4,
    teamOnlineCount: 1234567,
    ...patch,
  },
});

const notice = (id: number, read: boolean): Notice => ({
  id,
  title: `Paalala ${id}`,
  content: '<p>Detalye</p>',
  publishTime: Date.UTC(2026, 10, 20, 4, id),
  read,
});
const announcements = (agent: Notice[]): Announcements => ({
  banners: [],
  player: [],
  agent,
  popup: [],
  promotion: [],
  hot: [],
});

type Options = Parameters<typeof siteHandlers>[0] & { unread?: number; type?: number };

function serve(options: Options = {}): FakeServer {
  const { unread = 0, type = 1, ...site } = options;
  return fakeServer({
    ...siteHandlers({
      ...site,
      settings: {
        customerService: [{ name: 'LIVECHAT', url: 'https://chat.example.test/' }],
        ...site.settings,
      },
    }),
    '/wps/member/info': memberInfoFixture({ type, nickname: 'Boss Maria' }),
    '/wps/wallets/balance': balanceFixture({ sumBalance: 1234567.89 }),
    '/wps/relay/CSP_unreadCount': unread,
    [TEAM_KPI_A]: counters(),
    '/wps/relay/MCSFE_getListAnnouncements': announcements([
      notice(1, false),
      notice(2, false),
      notice(3, true),
    ]),
  });
}

const agentSession = (type = 1) => memberSession({ userName: 'boss', type });

afterEach(() => {
  vi.useRealTimers();
});

describe('agent home (/m/agent)', () => {
  it('sends a player home, and a guest to the login', async () => {
    serve({ type: 0 });
    const { router } = await renderApp('/m/agent', { session: memberSession({ type: 0 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));

    serve();
    const guest = await renderApp('/m/agent');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/m/login'));
  });

  it('greets by the hour with the name and shows the total balance and money buttons', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 12, 30));
    serve();
    await renderApp('/m/agent', { session: agentSession() });
    await waitFor(() =>
      expect(screen.getByText(/Magandang tanghali/)).toHaveTextContent(
        'Magandang tanghali,Boss Maria',
      ),
    );
    const hero = screen.getByRole('region', { name: /Magandang tanghali/ });
    expect(await within(hero).findByText('₱1,234,567.89')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mag-withdraw' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    expect(screen.getByRole('link', { name: 'Magdeposito' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeVisible();
  });

  it("shows the team's four counters of today from TeamKPIA's footer (size 0, site day)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Manila on the 28th is the 28th there, whatever the test machine's zone.
    vi.setSystemTime(Date.UTC(2026, 10, 28, 15, 30));
    const server = serve();
    await renderApp('/m/agent', { session: agentSession() });
    const today = await screen.findByRole('region', { name: 'Ang team mo ngayong araw' });
    expect(await within(today).findByText('1,234,567')).toBeVisible();
    const items = within(today)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['12Nag-login', '7Tumaya', '4Bagong miyembro', '1,234,567Online ngayon']);
    const asked = server.requests.find((r) => r.url.pathname === TEAM_KPI_A)?.url.searchParams;
    expect(asked?.get('startDate')).toBe('2026-11-28');
    expect(asked?.get('endDate')).toBe('2026-11-28');
    expect(asked?.get('size')).toBe('0');
  });

  it('shows the grid entries the menu keys enable, with the unread messages badge', async () => {
    serve({ flags: { DOWNMAN: false, AGEPAG: false }, unread: 3 });
    await renderApp('/m/agent', { session: agentSession(2) });
    const tools = await screen.findByRole('navigation', { name: 'Mga gamit ng ahente' });
    await waitFor(() =>
      expect(within(tools).getByRole('link', { name: /Mga mensahe/ })).toHaveTextContent('3'),
    );
    expect(within(tools).queryByRole('link', { name: 'Buod ng team' })).toBeNull();
    expect(within(tools).queryByRole('link', { name: 'Ayusin ang team' })).toBeNull();
    expect(within(tools).getByRole('link', { name: 'Mga transaksyon' })).toHaveAttribute(
      'href',
      '/m/transaction/record?types=A',
    );
    expect(within(tools).getByRole('link', { name: 'Online na serbisyo' })).toHaveAttribute(
      'href',
      'https://chat.example.test/',
    );
    expect(within(tools).getByRole('link', { name: 'Customer service' })).toBeVisible();
  });

  it('keeps customer service when the whole agent menu is off', async () => {
    serve({ flags: { AGECEN: false } });
    await renderApp('/m/agent', { session: agentSession() });
    const tools = await screen.findByRole('navigation', { name: 'Mga gamit ng ahente' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customer service']);
  });

  it('has the agent footer with the unread agent announcements, and the dividend when on', async () => {
    serve({ flags: { DIVIDEND: true } });
    await renderApp('/m/agent', { session: agentSession() });
    const footer = await screen.findByRole('navigation', { name: 'Menu ng ahente' });
    const notices = await within(footer).findByRole('link', { name: /Mga anunsyo/ });
    expect(notices).toHaveAttribute('href', '/m/member/notice?types=A');
    await waitFor(() => expect(notices).toHaveTextContent('2'));
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/m/agent',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);
  });

  it('makes the header sticky once the team section is 100 px from the top', async () => {
    serve();
    const { container } = await renderApp('/m/agent', { session: agentSession() });
    const name = 'Ang team mo ngayong araw';
    await screen.findByRole('region', { name });
    const header = container.querySelector('.agent-header');
    // The section as it is now (a render may have replaced the node), scrolled to `top`.
    const at = (top: number) => {
      screen.getByRole('region', { name }).getBoundingClientRect = () => ({ top }) as DOMRect;
      act(() => void fireEvent.scroll(window));
    };
    at(101);
    expect(header).toHaveAttribute('data-sticky', 'false');
    at(100);
    expect(header).toHaveAttribute('data-sticky', 'true');
    at(300);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });
});

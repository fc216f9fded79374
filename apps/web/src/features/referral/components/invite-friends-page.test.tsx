import type { ReferralFriend, ReferralFriendPage, ReferralInfo } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const info = (patch: Partial<ReferralInfo> = {}): ReferralInfo => ({
  code: 'K7M2QX9',
  linkPath: '/m/register?recommenderId=K7M2QX9',
  running: true,
  rewardAmount: 25_800,
  minDeposit: 10_000,
  turnoverMultiplier: 1,
  stats: { invited: 3, deposited: 2, rewarded: 1, rewardedAmount: 1_234_567_800 },
  ...patch,
});
const friend = (patch: Partial<ReferralFriend> = {}): ReferralFriend => ({
  account: 'ju***45',
  joinedAt: Date.now(),
  hasDeposited: false,
  rewardAmount: null,
  ...patch,
});
const page = (list: ReferralFriend[], pageNum = 1, totalPages = 1): ReferralFriendPage => ({
  list,
  pageNum,
  totalPages,
  total: list.length,
});
const referralPromotion = {
  id: 3,
  code: 'REFERRAL',
  kind: 'REFERRAL',
  title: 'Mag-imbita ng Kaibigan',
  body: '',
  startAt: 0,
  endAt: null,
  percentBp: 0,
  cap: 0,
  fixedAmount: 25_800,
  turnoverMultiplier: 1,
  target: 0,
  progress: null,
  needsApproval: false,
  label: 'Join',
  amount: null,
  rejectReason: null,
};
const LINK = `${window.location.origin}/m/register?recommenderId=K7M2QX9`;

function serve(value: ReferralInfo = info(), friends = [friend()], running = true) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/relay/CSP_unreadCount': 0,
    '/wps/relay/MCSFE_getAvailablePromotions': {
      list: running ? [referralPromotion] : [],
    },
    '/wps/member/referral': value,
    '/wps/member/referral/friends': (url: URL) => {
      const no = Number(url.searchParams.get('pageNo'));
      const half = Math.ceil(friends.length / 2);
      const body =
        friends.length > 2
          ? page(no === 1 ? friends.slice(0, half) : friends.slice(half), no, 2)
          : page(friends);
      return { body: { success: true, value: { ...body, total: friends.length } } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('invite friends', () => {
  it('shows the reward, the code, the link as text and as a QR code, the steps and the counts', async () => {
    serve();
    await renderApp('/m/inviteFriends', { session: memberSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mag-imbita');
    expect(await screen.findByTestId('invite-reward')).toHaveTextContent('₱258.00');
    expect(screen.getByText(/bawat kaibigan na mag-first deposit ng ₱100.00/)).toBeVisible();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('K7M2QX9');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(LINK);
    const qr = await screen.findByRole('img', { name: 'QR code ng iyong invitation link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('data-text', LINK);
    // A real code: the finder pattern's dark run of 7 modules at the top left (border 2).
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M2 2h7v1h-7z/);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('invite-invited')).toHaveTextContent('3');
    expect(screen.getByText('₱12,345,678.00')).toBeVisible();
  });

  it('copies the link and the code to the clipboard and says so', async () => {
    serve();
    const user = userEvent.setup();
    await renderApp('/m/inviteFriends', { session: memberSession() });
    await user.click(await screen.findByRole('button', { name: 'Kopyahin ang link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Nakopya na!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kopyahin ang referral code' }));
    expect(await navigator.clipboard.readText()).toBe('K7M2QX9');
  });

  it('shares through the phone when it can', async () => {
    serve();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    await renderApp('/m/inviteFriends', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'I-share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  });

  it('lists the friends with where each stands, page by page', async () => {
    serve(info(), [
      friend({ account: 'ma***01', rewardAmount: 25_800, hasDeposited: true }),
      friend({ account: 'pe***02', hasDeposited: true }),
      friend({ account: 'jo***03' }),
      friend({ account: 'an***04' }),
    ]);
    await renderApp('/m/inviteFriends', { session: memberSession() });
    const list = await screen.findByRole('region', { name: /Iyong mga kaibigan/ });
    await waitFor(() => expect(within(list).getAllByTestId('invite-friend')).toHaveLength(2));
    const [rewarded, deposited] = within(list).getAllByTestId('invite-friend');
    expect(rewarded).toHaveTextContent('ma***01');
    expect(rewarded).toHaveTextContent('+₱258.00');
    expect(deposited).toHaveTextContent('Nag-deposit na');
    await userEvent.click(within(list).getByRole('button', { name: 'Magpakita pa' }));
    await waitFor(() => expect(within(list).getAllByTestId('invite-friend')).toHaveLength(4));
    expect(within(list).getAllByTestId('invite-friend')[3]).toHaveTextContent('Wala pang deposit');
  });

  it('dates a friend on the site calendar, not the phone’s own zone', async () => {
    // 00:30 on 25 November in Manila is still the 24th in UTC (the test runner's zone).
    serve(info(), [friend({ account: 'ma***01', joinedAt: Date.UTC(2026, 10, 24, 16, 30) })]);
    await renderApp('/m/inviteFriends', { session: memberSession() });
    const list = await screen.findByRole('region', { name: /Iyong mga kaibigan/ });
    const [row] = await within(list).findAllByTestId('invite-friend');
    expect(row?.querySelector('time')).toHaveTextContent(/25/);
    expect(row?.querySelector('time')).not.toHaveTextContent(/24/);
  });

  it('shows the empty state without friends', async () => {
    serve(info({ stats: { invited: 0, deposited: 0, rewarded: 0, rewardedAmount: 0 } }), []);
    await renderApp('/m/inviteFriends', { session: memberSession() });
    expect(await screen.findByText(/Wala pang kaibigan/)).toBeVisible();
    expect(screen.queryByTestId('invite-friend')).toBeNull();
  });

  it('says to contact customer service while the promotion does not run', async () => {
    serve(info({ running: false, rewardAmount: 0 }));
    await renderApp('/m/inviteFriends', { session: memberSession() });
    expect(await screen.findByText('Naka-pause ang invite rewards')).toBeVisible();
    expect(screen.queryByTestId('invite-reward')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kontakin ang customer service' })).toHaveAttribute(
      'href',
      '/m/service',
    );
  });

  it("follows SPEC's rule from the footer: guests to login, contact service when off", async () => {
    serve(info(), [], false);
    const signedIn = await renderApp('/m/home', { session: memberSession() });
    await userEvent.click(await screen.findByRole('link', { name: 'Mag-imbita' }));
    expect(
      await screen.findByText(
        'Hindi available ang function na ito, makipag-ugnayan sa customer service',
      ),
    ).toBeInTheDocument();
    expect(signedIn.router.state.location.pathname).toBe('/m/home');
    signedIn.unmount();

    serve();
    const member = await renderApp('/m/home', { session: memberSession() });
    await userEvent.click(await screen.findByRole('link', { name: 'Mag-imbita' }));
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/m/inviteFriends'));
    member.unmount();

    serve();
    const guest = await renderApp('/m/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Mag-imbita' }));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/m/login'));
  });
});

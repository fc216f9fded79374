import type { PromotionItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const LIST = '/wps/relay/MCSFE_getAvailablePromotions';

const promotion = (patch: Partial<PromotionItem> = {}): PromotionItem => ({
  id: 1,
  code: 'FIRST_DEPOSIT_100',
  kind: 'FIRST_DEPOSIT',
  title: '100% Bonus sa Unang Deposit',
  body: '<p>Doblehin ang deposit</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  startAt: Date.UTC(2026, 0, 1),
  endAt: null,
  percentBp: 10_000,
  cap: 100_000,
  fixedAmount: 0,
  turnoverMultiplier: 5,
  target: 0,
  progress: null,
  needsApproval: false,
  label: 'Join',
  amount: null,
  rejectReason: null,
  ...patch,
});
const checkIn = (patch: Partial<PromotionItem> = {}) =>
  promotion({
    id: 2,
    code: 'DAILY_CHECKIN',
    kind: 'DAILY_CHECKIN',
    title: 'Araw-araw na Check-in',
    percentBp: 0,
    cap: 0,
    fixedAmount: 500,
    turnoverMultiplier: 1,
    target: 0,
    progress: null,
    label: 'Claim',
    amount: 500,
    ...patch,
  });

afterEach(() => vi.unstubAllGlobals());

describe('promotions (/m/activity, /m/activityInfo)', () => {
  it('shows a guest each promotion with its rule and public label; Join opens the login', async () => {
    fakeServer({
      ...siteHandlers(),
      [LIST]: { list: [promotion(), checkIn({ label: 'coming soon', amount: null })] },
    });
    await renderApp('/m/activity');
    const card = (await screen.findAllByRole('listitem')).find((item) =>
      item.textContent.includes('100% Bonus sa Unang Deposit'),
    );
    if (!card) throw new Error('no card');
    expect(
      within(card).getByText(
        '100% ng kauna-unahan mong deposit, na ginawa pagkatapos sumali, hanggang ₱1,000.00',
      ),
    ).toBeVisible();
    expect(within(card).getByText('Taya ang bonus nang 5× bago mag-withdraw')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Malapit na' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Sumali' }));
    expect(await screen.findByRole('button', { name: /Mag-log in/ })).toBeVisible();
  });

  it('shows a member a daily mission’s turnover today against its target, in progress until reached', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture({ sumBalance: 100 }),
      [LIST]: {
        list: [
          checkIn({
            id: 4,
            code: 'DAILY_MISSION',
            kind: 'MISSION',
            title: 'Araw-araw na Mission',
            fixedAmount: 1_000,
            target: 50_000,
            progress: 30_000,
            label: 'Process',
            amount: 1_000,
          }),
        ],
      },
    });
    await renderApp('/m/activity', { session: memberSession() });
    expect(
      await screen.findByText(
        'Tumaya ng ₱500.00 sa isang araw at makakuha ng ₱10.00, isang beses bawat araw',
      ),
    ).toBeVisible();
    expect(screen.getByText('Ngayong araw: ₱300.00 sa ₱500.00')).toBeVisible();
    expect(
      screen.getByText(
        'Bilang ang mga tayang tapos na: ang taya sa lottery kapag nabola na ang draw; hindi kailanman ang tayang higit sa 66% ang tsansang manalo',
      ),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Turnover ngayong araw' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByRole('button', { name: 'Ginagawa pa' })).toBeDisabled();
  });

  it('claims the daily check-in for a member: the label turns signed and the header balance updates', async () => {
    let signed = false;
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      // As the server would answer: ₱100.00, and ₱105.00 once the check-in paid ₱5.00 (a read
      // answered late then cannot put the old figure back).
      '/wps/wallets/balance': () => ({
        body: { success: true, value: balanceFixture({ sumBalance: signed ? 105 : 100 }) },
      }),
      [LIST]: () => ({
        body: {
          success: true,
          value: { list: [checkIn(signed ? { label: 'signed' } : {})] },
        },
      }),
      '/wps/member/promotion/claim': () => {
        signed = true;
        return {
          body: {
            success: true,
            value: { promotion: checkIn({ label: 'signed' }), balance: 10_500, replayed: false },
          },
        };
      },
    });
    await renderApp('/m/activity', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'I-claim' }));
    expect(await screen.findByRole('button', { name: 'Naka-check-in' })).toBeDisabled();
    const claim = server.requests.find((r) => r.url.pathname === '/wps/member/promotion/claim');
    expect(requestJson(claim?.init)).toEqual({ id: 2 });
    await waitFor(() => expect(screen.getAllByText(/105\.00/).length).toBeGreaterThan(0));
  });

  it('says why a claim is refused', async () => {
    const renderRefused = async () => {
      await renderApp('/m/activity', { session: memberSession() });
      await userEvent.click(await screen.findByRole('button', { name: 'I-claim' }));
      await waitFor(() =>
        expect(fake.requests.some((r) => r.url.pathname === '/wps/member/promotion/claim')).toBe(
          true,
        ),
      );
    };
    const fake = fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      [LIST]: { list: [promotion({ label: 'Claim', amount: 50_000 })] },
      '/wps/member/promotion/claim': () =>
        errorAnswer(
          409,
          'promotion.condition.unmet',
          'Hindi pa puwede: kailangang ma-approve muna ang una mong deposit',
        ),
    });
    await renderRefused();
    expect(
      await screen.findByText(
        'Hindi pa puwede: kailangang ma-approve muna ang una mong deposit',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a promotion’s page with its sanitised body and the member’s label', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      [LIST]: {
        list: [promotion({ label: 'Rejected', amount: 1_000, rejectReason: 'Duplicate account' })],
      },
    });
    await renderApp('/m/activityInfo?id=1', { session: memberSession() });
    expect(await screen.findByText('Doblehin ang deposit')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tinanggihan' })).toBeDisabled();
    expect(screen.getByText('Hindi na-approve: Duplicate account')).toBeVisible();
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toContain('onerror');
    expect(article.querySelector('script')).toBeNull();
  });

  it('finds the promotion a banner names by its code (?code=), and says no data for an unknown one', async () => {
    fakeServer({ ...siteHandlers(), [LIST]: { list: [promotion(), checkIn()] } });
    const view = await renderApp('/m/activityInfo?code=DAILY_CHECKIN');
    expect(
      await screen.findByRole('article', { name: 'Araw-araw na Check-in' }),
    ).toBeInTheDocument();
    view.unmount();
    await renderApp('/m/activityInfo?code=NO_SUCH_PROMO');
    expect(await screen.findByText('Walang data')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperatorPromotionInput, type OperatorPromotion } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { PromotionList } from './list';

const PROMOTION: OperatorPromotion = {
  id: 3,
  code: 'CHECKIN',
  kind: 'DAILY_CHECKIN',
  titles: { EN: 'Check in every day', TY: 'Mag-check-in araw-araw' },
  bodies: { EN: '<p>Come back</p>', TY: '<p>Bumalik</p>' },
  startAt: Date.UTC(2026, 10, 1, 0, 0, 0),
  endAt: null,
  enabled: true,
  needsApproval: false,
  percentBp: 0,
  cap: 0,
  fixedAmount: 500,
  target: 0,
  turnoverMultiplier: 1,
  sortOrder: 2,
};

const me = (role: string) =>
  ok({ username: role, role, totpEnabled: false, disabled: false, createdAt: 1 });

function serve(role: string, change: (call: FakeCall) => ReturnType<typeof ok>) {
  return fakeFetch((call) => {
    if (call.url === '/operator/me') return me(role);
    if (call.method === 'GET') return ok([PROMOTION]);
    return change(call);
  });
}

configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('promotions', { timeout: 90_000 }, () => {
  it('creates a promotion: pesos and percent in the form, the contract’s shape posted', async () => {
    const sent = serve('content', (call) => ok({ ...PROMOTION, ...(call.body as object), id: 9 }));
    renderConsole('/promotions', <PromotionList />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = within(await screen.findByRole('dialog'));
    const fill = (label: string, text: string) => {
      fireEvent.change(dialog.getByLabelText(label), { target: { value: text } });
    };
    fill('Code', 'welcome_100');
    fill('Title (English)', 'Welcome bonus');
    fill('Title (Tagalog)', 'Bonus sa pagsali');
    fill('Text (English, HTML)', '<p>Double your first deposit</p>');
    fill('Text (Tagalog, HTML)', '<p>Doblehin ang unang deposito</p>');
    await user.clear(dialog.getByLabelText('Bonus, % of the deposit'));
    await user.type(dialog.getByLabelText('Bonus, % of the deposit'), '100');
    await user.clear(dialog.getByLabelText('Up to (₱)'));
    await user.type(dialog.getByLabelText('Up to (₱)'), '1500.50');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Promotion WELCOME_100 saved')).toBeInTheDocument();
    const posts = sent.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/operator/merchants/DEMO/promotions');
    const body = posts[0]?.body as Record<string, unknown>;
    expect(OperatorPromotionInput.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      code: 'WELCOME_100',
      kind: 'FIRST_DEPOSIT',
      titles: { EN: 'Welcome bonus', TY: 'Bonus sa pagsali' },
      bodies: { EN: '<p>Double your first deposit</p>', TY: '<p>Doblehin ang unang deposito</p>' },
      endAt: null,
      enabled: true,
      needsApproval: false,
      percentBp: 10_000,
      cap: 150_050,
      fixedAmount: 0,
      target: 0,
      turnoverMultiplier: 1,
      sortOrder: 0,
    });
    expect(typeof body.startAt).toBe('number');
  });

  it('shows the server’s refusal and keeps the dialog open; a wrong code is refused first', async () => {
    const sent = serve('owner', () => refusal(409, 'promotion.code.taken', 'That code is taken'));
    renderConsole('/promotions', <PromotionList />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = within(await screen.findByRole('dialog'));
    const fill = (label: string, text: string) => {
      fireEvent.change(dialog.getByLabelText(label), { target: { value: text } });
    };
    fill('Code', 'bad code!');
    for (const label of ['Title (English)', 'Title (Tagalog)']) fill(label, 'Bonus');
    for (const label of ['Text (English, HTML)', 'Text (Tagalog, HTML)']) fill(label, 'x');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Not valid here')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    fill('Code', 'CHECKIN');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('That code is taken')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('edits a promotion with a PUT of the whole promotion, its code kept', async () => {
    const sent = serve('content', (call) => ok({ ...PROMOTION, ...(call.body as object) }));
    renderConsole('/promotions', <PromotionList />);
    const user = userEvent.setup();
    const row = within(
      (await screen.findByText('Check in every day')).closest('tr') as HTMLElement,
    );
    expect(row.getByText('₱5.00')).toBeInTheDocument();
    await user.click(await row.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Code')).toBeDisabled();
    const bonus = dialog.getByLabelText('Bonus (₱)');
    expect(bonus).toHaveValue('5.00');
    await user.clear(bonus);
    await user.paste('12.5');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Promotion CHECKIN saved')).toBeInTheDocument();
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/operator/merchants/DEMO/promotions/3');
    expect(put?.body).toEqual({
      ...PROMOTION,
      id: undefined,
      fixedAmount: 1_250,
    });
  });

  it('shows a role without the content right the list and the claims link only', async () => {
    serve('finance', () => refusal(403, 'no.permission', 'no'));
    renderConsole('/promotions', <PromotionList />);
    const row = within(
      (await screen.findByText('Check in every day')).closest('tr') as HTMLElement,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Claims waiting' })).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row.getByRole('switch', { name: 'On: CHECKIN' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'New promotion' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claims waiting' })).toHaveAttribute('href', '/claims');
  });
});

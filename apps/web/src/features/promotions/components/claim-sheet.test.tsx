import type { PromotionItem } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const LIST = '/wps/relay/MCSFE_getAvailablePromotions';
const CLAIM = '/wps/member/promotion/claim';

const application = (patch: Partial<PromotionItem> = {}): PromotionItem => ({
  id: 7,
  code: 'FIRST_DEPOSIT_REVIEWED',
  kind: 'FIRST_DEPOSIT',
  title: 'Bonus na sinusuri',
  body: '<p>Bonus</p>',
  startAt: Date.UTC(2026, 0, 1),
  endAt: null,
  percentBp: 10_000,
  cap: 100_000,
  fixedAmount: 0,
  turnoverMultiplier: 5,
  target: 0,
  progress: null,
  needsApproval: true,
  label: 'Claim',
  amount: 50_000,
  rejectReason: null,
  ...patch,
});

/** A member's promotions page with one claim the staff approve; the claim answers `claim`. */
async function openSheet(claim: () => unknown) {
  let applied = false;
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [LIST]: () => ({
      body: {
        success: true,
        value: { list: [application(applied ? { label: 'Applying' } : {})] },
      },
    }),
    [CLAIM]: () => {
      const answer = claim();
      applied = (answer as { body?: { success?: boolean } }).body?.success === true;
      return answer;
    },
  });
  await renderApp('/m/activity', { session: memberSession() });
  await userEvent.click(await screen.findByRole('button', { name: 'I-claim' }));
  const sheet = await screen.findByRole('form', { name: 'I-claim: Bonus na sinusuri' });
  const claims = () => server.requests.filter((r) => r.url.pathname === CLAIM);
  return { sheet, claims };
}

const applied = () => ({
  body: {
    success: true,
    value: { promotion: application({ label: 'Applying' }), balance: 10_000, replayed: false },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The phone's visual viewport, which shrinks by the keyboard's height while it is up. */
function fakeViewport() {
  const viewport = Object.assign(new EventTarget(), { height: window.innerHeight, offsetTop: 0 });
  vi.stubGlobal('visualViewport', viewport);
  return (keyboard: number) =>
    act(() => {
      viewport.height = window.innerHeight - keyboard;
      viewport.dispatchEvent(new Event('resize'));
    });
}

describe('claiming a promotion the staff approve, with a note (SPEC §5 activity comment)', () => {
  it('sits on the keyboard while it is up, with the note being typed in view', async () => {
    const keyboardUp = fakeViewport();
    const scrolled: Element[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
      run(0);
      return 0;
    });
    // jsdom lays nothing out: which box the sheet scrolls into view is recorded instead.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      const { sheet } = await openSheet(applied);
      const body = sheet.closest<HTMLElement>('.promo-claim-sheet');
      expect(body?.style.getPropertyValue('--claim-keyboard')).toBe('');
      const note = within(sheet).getByLabelText('Mensahe para sa aming team (opsyonal)');
      await userEvent.click(note);
      keyboardUp(300);
      expect(body?.style.getPropertyValue('--claim-keyboard')).toBe('300px');
      expect(body?.style.getPropertyValue('--claim-room')).toBe(`${window.innerHeight - 300}px`);
      expect(scrolled.at(-1)).toContainElement(note);
      expect(scrolled.at(-1)).toContainElement(within(sheet).getByText('0/140'));
      keyboardUp(0);
      expect(body?.style.getPropertyValue('--claim-keyboard')).toBe('');
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows the limit and a live count, and sends the note with the claim', async () => {
    const { sheet, claims } = await openSheet(applied);
    expect(within(sheet).getByText('Hanggang 140 na karakter')).toBeVisible();
    expect(within(sheet).getByText('0/140')).toBeVisible();
    const note = within(sheet).getByLabelText('Mensahe para sa aming team (opsyonal)');
    await userEvent.type(note, '  GCash ref 12345{Enter}salamat 🎉 ');
    expect(within(sheet).getByText('25/140')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ipadala ang claim' }));
    await waitFor(() => expect(claims()).toHaveLength(1));
    expect(requestJson(claims()[0]?.init)).toEqual({
      id: 7,
      comment: 'GCash ref 12345\nsalamat 🎉',
    });
    expect(await screen.findByRole('button', { name: 'Sinusuri' })).toBeDisabled();
  });

  it('sends a claim without a note as { id } only', async () => {
    const { sheet, claims } = await openSheet(applied);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ipadala ang claim' }));
    await waitFor(() => expect(claims()).toHaveLength(1));
    expect(requestJson(claims()[0]?.init)).toEqual({ id: 7 });
  });

  it('does not send 141 characters: the count turns red and the limit is said under the note', async () => {
    const { sheet, claims } = await openSheet(applied);
    const note = within(sheet).getByLabelText('Mensahe para sa aming team (opsyonal)');
    await userEvent.click(note);
    await userEvent.paste('a'.repeat(141));
    expect(within(sheet).getByText('141/140').parentElement).toHaveClass('is-over');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ipadala ang claim' }));
    expect(
      await within(sheet).findByText('Hanggang 140 na karakter lang ang puwede sa iyong mensahe'),
    ).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(claims()).toHaveLength(0);
    // 140 goes.
    await userEvent.type(note, '{Backspace}');
    expect(within(sheet).getByText('140/140')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ipadala ang claim' }));
    await waitFor(() => expect(claims()).toHaveLength(1));
    expect(requestJson(claims()[0]?.init)).toEqual({ id: 7, comment: 'a'.repeat(140) });
  });

  it('says a refusal of the note under it, and keeps the sheet open', async () => {
    const { sheet, claims } = await openSheet(() =>
      errorAnswer(
        400,
        'promotion.comment.length',
        'Hanggang 140 na karakter lang ang puwede sa iyong mensahe',
        { field: 'comment' },
      ),
    );
    await userEvent.type(
      within(sheet).getByLabelText('Mensahe para sa aming team (opsyonal)'),
      'ok',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ipadala ang claim' }));
    await waitFor(() => expect(claims()).toHaveLength(1));
    expect(
      await within(sheet).findByText('Hanggang 140 na karakter lang ang puwede sa iyong mensahe'),
    ).toBeVisible();
  });
});

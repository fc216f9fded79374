import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { ClaimList } from './list';

const claim = {
  id: 7,
  promotionId: 2,
  promotionCode: 'WELCOME100',
  memberId: 42,
  amount: 10000,
  status: 'applying',
  createdAt: Date.UTC(2026, 10, 29, 4, 5, 6),
  comment: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('bonus claims', () => {
  it('lists the waiting claims and approves one at its path', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    const calls = fakeFetch((call: FakeCall) => {
      if (call.url === '/operator/me') {
        return ok({
          username: 'cashier',
          role: 'finance',
          totpEnabled: false,
          disabled: false,
          createdAt: 1,
        });
      }
      if (call.method === 'POST') return ok({ ...claim, status: 'paid' });
      return ok([claim]);
    });
    renderConsole('/claims', <ClaimList />);
    const row = within(
      (await screen.findByRole('link', { name: '#42' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('WELCOME100')).toBeInTheDocument();
    expect(row.getByText('₱100.00')).toBeInTheDocument();
    expect(row.getByText('2026-11-29 12:05:06')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/promotions/applications',
    );
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).toEqual(['/operator/merchants/DEMO/promotions/applications/7/approve']);
  });

  it("shows the member's note as text, never as HTML, with its line breaks", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'TY');
    session.set('session-token');
    const note = '<img src=x onerror="alert(1)"><b>GCash</b> ref 12345\nsalamat po';
    fakeFetch((call: FakeCall) => {
      if (call.url === '/operator/me') {
        return ok({
          username: 'cs',
          role: 'support',
          totpEnabled: false,
          disabled: false,
          createdAt: 1,
        });
      }
      return ok([
        { ...claim, comment: note },
        { ...claim, id: 8, memberId: 43 },
      ]);
    });
    renderConsole('/claims', <ClaimList />);
    expect(await screen.findByRole('columnheader', { name: 'Mensahe ng miyembro' })).toBeVisible();
    const rowOf = async (member: number) =>
      (await screen.findByRole('link', { name: `#${member}` })).closest('tr') as HTMLElement;
    const withNote = await rowOf(42);
    const cell = within(withNote)
      .getAllByRole('cell')
      .find((td) => td.textContent === note);
    // The note as typed, its markup shown as characters; its line break kept on screen.
    expect(cell?.firstElementChild).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(withNote.querySelector('img, b')).toBeNull();
    expect(within(await rowOf(43)).getByText('—')).toBeInTheDocument();
  });
});

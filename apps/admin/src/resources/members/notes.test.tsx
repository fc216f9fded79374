import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { memberDetail } from '@/testing/member-detail';
import { renderConsole } from '@/testing/render-console';
import { MemberActions } from './actions';
import { MemberDetail } from './detail';
import { MemberNotes } from './notes';

const locked = memberDetail({
  disabled: true,
  lockReason: 'Shared account',
  notes: [
    { id: 2, kind: 'lock', body: 'Shared account', author: 'risk1', at: Date.UTC(2026, 10, 28) },
    { id: 1, kind: 'note', body: 'Called twice', author: 'sup1', at: Date.UTC(2026, 10, 27) },
  ],
});

function api(role: string) {
  session.set('session-token');
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/operator/me') {
      return ok({ username: 'op', role, totpEnabled: true, disabled: false, createdAt: 1 });
    }
    if (call.method === 'POST' && call.url.endsWith('/notes')) {
      return ok({ id: 3, kind: 'note', body: 'x', author: 'op', at: 1 });
    }
    if (call.method === 'POST') return ok({ id: 42, disabled: false, signedOut: 0 });
    if (call.url.includes('/adjustments')) return ok([]);
    return ok(locked);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('a member’s notes and lock reason', () => {
  it('lists the notes and lock lines newest first with their author; support adds a note', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = api('support');
    renderConsole('/members/42', <MemberNotes memberId={42} notes={locked.notes} />);
    const notes = within((await screen.findByText('Notes')).closest('.ant-card') as HTMLElement);
    // (Text queries: role queries over the whole detail page are slow in jsdom.)
    const items = [...document.querySelectorAll('.ant-card .ant-list-item')];
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Shared account'),
      expect.stringContaining('Called twice'),
    ]);
    expect(notes.getByText('risk1 · 2026-11-28 08:00:00')).toBeInTheDocument();

    const add = await notes.findByText('Add note', { selector: 'button span' });
    await userEvent.click(add);
    expect(await notes.findByText('Write at least 3 characters')).toBeInTheDocument();
    await userEvent.click(notes.getByPlaceholderText(/next person handling/));
    await userEvent.paste('  Asked for ID  ');
    await userEvent.click(add);
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/notes'))?.body).toEqual({
        body: 'Asked for ID',
      }),
    );
  });

  it('unlocks only with a reason', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = api('risk');
    renderConsole('/members/42', <MemberActions member={locked} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Confirm/ }));
    expect(await dialog.findByText(/Reason/i)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/unlock'))).toBe(false);
    await userEvent.click(dialog.getByRole('textbox'));
    await userEvent.paste('ID checked by phone');
    await userEvent.click(dialog.getByRole('button', { name: /Confirm/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/unlock'))?.body).toEqual({
        reason: 'ID checked by phone',
      }),
    );
  });

  it('shows an auditor why the member is locked and the notes, but no way to write one', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    api('auditor');
    renderConsole('/members/42', <MemberDetail />, '/members/:id');
    expect(await screen.findByText('Called twice')).toBeInTheDocument();
    // The lock's reason stands beside the member's state.
    expect(screen.getAllByText('Shared account')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
  });
});

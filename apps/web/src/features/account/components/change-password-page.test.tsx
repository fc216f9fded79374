import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET_STORAGE_TIMEOUT_MS } from '@/shared/device-secret';
import { readSavedAccount, readSavedLogin, saveLogin } from '@/shared/saved-login';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { field, findField, queryField } from '@/testing/fields';
import { memberSession, renderApp } from '@/testing/render-app';

type Answer = { status?: number; body: unknown };
const handlers = (change: () => Answer = () => ({ body: { success: true, value: null } })) => ({
  ...siteHandlers(),
  '/wps/member/info': memberInfoFixture(),
  '/wps/wallets/balance': balanceFixture(),
  '/wps/member/passWordChangeV2': change,
});
const changeCalls = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.url.pathname === '/wps/member/passWordChangeV2');

async function type(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(await findField(label), value);
  }
}
const submit = () => screen.getByRole('button', { name: 'Kumpirmahin' });
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  await type(user, values);
  await user.click(submit());
}

afterEach(() => {
  // antd-mobile's dialogs live outside the rendered tree: close them between tests.
  Dialog.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

/** Lets the real event loop turn (Testing Library's waits use setTimeout, faked by some tests). */
async function turnUntil(isDone: () => boolean) {
  for (let turn = 0; turn < 50 && !isDone(); turn++) {
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  }
}

describe('change password (/m/changePsw)', () => {
  it('shows the read-only username and asks for the old password when none is held', async () => {
    fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    expect(await findField('Username')).toHaveAttribute('readonly');
    expect(field('Username')).toHaveValue('juan');
    expect(field('Lumang password')).toBeInTheDocument();
    expect(field('Bagong password')).toBeInTheDocument();
    expect(field('Kumpirmahin ang bagong password')).toBeInTheDocument();
  });

  it('leaves out the old password when the saved login holds it', async () => {
    await saveLogin({
      type: 'username',
      username: 'juan',
      password: 'Demo1234',
      countryDialingCode: '',
    });
    const server = fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    await findField('Bagong password');
    expect(queryField('Lumang password')).not.toBeInTheDocument();
    await fill(userEvent.setup(), {
      'Bagong password': 'Fresh5678',
      'Kumpirmahin ang bagong password': 'Fresh5678',
    });
    await waitFor(() => expect(changeCalls(server)).toHaveLength(1));
    expect(JSON.parse(changeCalls(server)[0]?.init?.body as string)).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
  });

  it('asks for the old password when the remembered one cannot be read within 2 s, and keeps it', async () => {
    await saveLogin({
      type: 'username',
      username: 'juan',
      password: 'Demo1234',
      countryDialingCode: '',
    });
    const sealed = window.localStorage.getItem('savedLogin');
    // IndexedDB does not answer (a stuck disk, a tab holding the database).
    vi.stubGlobal('indexedDB', { open: () => ({}) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    notifyManager.setScheduler(queueMicrotask);
    fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    await turnUntil(() => queryField('Bagong password') !== null);
    expect(queryField('Lumang password')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();

    act(() => void vi.advanceTimersByTime(SECRET_STORAGE_TIMEOUT_MS));
    await turnUntil(() => queryField('Lumang password') !== null);
    expect(field('Lumang password')).toHaveValue('');
    expect(submit()).toBeEnabled();
    // Not found now is not gone: the remembered password stays for a later visit.
    expect(window.localStorage.getItem('savedLogin')).toBe(sealed);
    expect(readSavedAccount()).toMatchObject({ username: 'juan', hasPassword: true });
  });

  it('forgets a stale remembered password and asks for the old one when the server refuses it', async () => {
    await saveLogin({
      type: 'username',
      username: 'juan',
      password: 'Stale111',
      countryDialingCode: '',
    });
    const server = fakeServer(
      handlers(() => ({
        status: 400,
        body: {
          success: false,
          code: 'password.old.incorrect',
          message: 'Mali ang lumang password',
          field: 'oldPassword',
        },
      })),
    );
    await renderApp('/m/changePsw', { session: memberSession() });
    await findField('Bagong password');
    expect(queryField('Lumang password')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user, {
      'Bagong password': 'Fresh5678',
      'Kumpirmahin ang bagong password': 'Fresh5678',
    });
    const old = await findField('Lumang password');
    expect(old).toHaveValue('');
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Mali ang lumang password');
    expect(await readSavedLogin()).toMatchObject({ username: 'juan', password: '' });

    await type(user, { 'Lumang password': 'Demo1234' });
    expect(screen.queryByText('Mali ang lumang password')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(changeCalls(server)).toHaveLength(2));
    expect(JSON.parse(changeCalls(server)[1]?.init?.body as string)).toMatchObject({
      oldPassword: 'Demo1234',
    });
  });

  it('says what to enter in each empty field', async () => {
    const server = fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    await findField('Lumang password');
    await userEvent.click(submit());
    expect(field('Lumang password')).toHaveFocus();
    expect(field('Lumang password')).toHaveAccessibleDescription(
      'Ilagay ang iyong lumang password',
    );
    expect(field('Bagong password')).toHaveAccessibleDescription('Ilagay ang bagong password');
    expect(field('Kumpirmahin ang bagong password')).toHaveAccessibleDescription(
      'Pakilagay muli ang password',
    );
    expect(changeCalls(server)).toHaveLength(0);
  });

  it('says what the password rule expects, and takes a long passphrase whole', async () => {
    const server = fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    const user = userEvent.setup();
    await fill(user, {
      'Lumang password': 'Demo1234',
      'Bagong password': 'short1',
      'Kumpirmahin ang bagong password': 'short1',
    });
    expect(field('Bagong password')).toHaveAccessibleDescription(
      /Gumamit ng 8–128 na character na may mga letra at kahit isang numero, o passphrase/,
    );
    const passphrase =
      'ang bahay kubo kahit munti ang halaman doon ay sari-sari singkamas at talong';
    await user.clear(field('Bagong password'));
    await user.clear(field('Kumpirmahin ang bagong password'));
    await fill(user, {
      'Bagong password': passphrase,
      'Kumpirmahin ang bagong password': passphrase,
    });
    await waitFor(() => expect(changeCalls(server)).toHaveLength(1));
    expect(JSON.parse(changeCalls(server)[0]?.init?.body as string)).toMatchObject({
      newPassword: passphrase,
    });
  });

  it('shows a refusal of the new password (too common) under that field', async () => {
    fakeServer(
      handlers(() => ({
        status: 400,
        body: {
          success: false,
          code: 'password.common',
          message: 'Masyadong karaniwan at madaling hulaan ang password na ito. Pumili ng iba',
          field: 'newPassword',
        },
      })),
    );
    await renderApp('/m/changePsw', { session: memberSession() });
    await fill(userEvent.setup(), {
      'Lumang password': 'Demo1234',
      'Bagong password': 'Password1',
      'Kumpirmahin ang bagong password': 'Password1',
    });
    await waitFor(() =>
      expect(field('Bagong password')).toHaveAccessibleDescription(/Masyadong karaniwan/),
    );
    await waitFor(() => expect(field('Bagong password')).toHaveFocus());
  });

  it('checks the confirmation and names the problem', async () => {
    const server = fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    const user = userEvent.setup();
    await fill(user, { 'Lumang password': 'Demo1234', 'Bagong password': 'Fresh5678' });
    expect(await screen.findByText('Pakilagay muli ang password')).toBeInTheDocument();
    expect(field('Kumpirmahin ang bagong password')).toHaveFocus();
    await fill(user, { 'Kumpirmahin ang bagong password': 'Other999' });
    expect(await screen.findByText('Hindi tugma ang kumpirmasyon ng password')).toBeInTheDocument();
    expect(changeCalls(server)).toHaveLength(0);
  });

  it('alerts and makes no call when the new password equals the old one', async () => {
    const server = fakeServer(handlers());
    await renderApp('/m/changePsw', { session: memberSession() });
    await fill(userEvent.setup(), {
      'Lumang password': 'Demo1234',
      'Bagong password': 'Demo1234',
      'Kumpirmahin ang bagong password': 'Demo1234',
    });
    expect(
      await screen.findByText('Hindi maaaring pareho ang bagong password at ang lumang password'),
    ).toBeInTheDocument();
    expect(changeCalls(server)).toHaveLength(0);
  });

  it('saves, says so, forgets the remembered password and goes home after 1 s', async () => {
    await saveLogin({
      type: 'username',
      username: 'other',
      password: 'Other123',
      countryDialingCode: '',
    });
    window.sessionStorage.setItem('PSW', 'Demo1234');
    const server = fakeServer(handlers());
    const { router } = await renderApp('/m/changePsw', { session: memberSession() });
    await type(userEvent.setup(), {
      'Lumang password': 'Demo1234',
      'Bagong password': 'Fresh5678',
      'Kumpirmahin ang bagong password': 'Fresh5678',
    });
    // From here on the clock only moves when the test says so; Query notifies without a timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    notifyManager.setScheduler(queueMicrotask);
    fireEvent.click(submit());

    // Testing Library's async helpers wait on setTimeout, which is fake now: let the real event
    // loop turn instead until the answer has been handled.
    const saved = () =>
      changeCalls(server).length > 0 && screen.queryByText('Nai-save ang pagbabago');
    for (let turn = 0; turn < 50 && !saved(); turn++) {
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
    expect(screen.getByText('Nai-save ang pagbabago')).toBeInTheDocument();
    expect(changeCalls(server)[0]?.init?.method).toBe('PUT');
    expect(await readSavedLogin()).toMatchObject({ username: 'other', password: '' });
    expect(window.sessionStorage.getItem('PSW')).toBeNull();
    expect(window.localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe('/m/changePsw');

    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('keeps the form and shows the server message when the change fails', async () => {
    const server = fakeServer(
      handlers(() => ({
        status: 400,
        body: {
          success: false,
          code: 'password.old.incorrect',
          message: 'Mali ang lumang password',
        },
      })),
    );
    const { router } = await renderApp('/m/changePsw', { session: memberSession() });
    await fill(userEvent.setup(), {
      'Lumang password': 'Wrong1234',
      'Bagong password': 'Fresh5678',
      'Kumpirmahin ang bagong password': 'Fresh5678',
    });
    expect(await screen.findByText('Mali ang lumang password')).toBeInTheDocument();
    expect(changeCalls(server)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/m/changePsw');
    expect(field('Bagong password')).toHaveValue('Fresh5678');
    expect(screen.getByRole('button', { name: 'Kumpirmahin' })).toBeEnabled();
  });
});

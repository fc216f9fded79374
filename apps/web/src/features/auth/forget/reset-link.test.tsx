import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSavedLogin, saveLogin } from '@/shared/saved-login';
import { errorAnswer, fakeServer, requestJson, type FakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { field, findField, handlers } from '../testing/auth-test-utils';

const TOKEN = 'a'.repeat(40);

describe('e-mailed reset link', () => {
  const checked = (answer: () => unknown) => ({ '/wps/member/password/reset/check': answer });
  const live = checked(() => ({ body: { success: true, value: { userName: 'juan' } } }));
  /** The check refuses the link with `code` about its resetToken (what a dead link gets). */
  const dead = (code: string, message: string) =>
    checked(() => errorAnswer(400, code, message, { field: 'resetToken' }));
  const checks = (server: FakeServer) =>
    server.requests.filter((r) => r.url.pathname === '/wps/member/password/reset/check');

  it('checks the link, shows its account, sets a new password, then opens the login page', async () => {
    let body: unknown;
    const server = fakeServer(
      handlers(
        {},
        {
          ...live,
          '/wps/member/password/reset': (_url: URL, init: RequestInit | undefined) => {
            body = requestJson(init);
            return { body: { success: true, value: { userName: 'juan' } } };
          },
        },
      ),
    );
    await saveLogin({
      type: 'username',
      username: 'juan',
      password: 'Old12345',
      countryDialingCode: '',
    });
    const { router } = await renderApp(`/m/forget?resetToken=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Magtakda ng bagong password' }),
    ).toBeVisible();
    const account = await findField('Account');
    expect(account).toHaveValue('juan');
    expect(account).toHaveAttribute('readonly');
    expect(requestJson(checks(server)[0]?.init)).toEqual({ resetToken: TOKEN });

    await userEvent.type(field('Bagong password'), 'abc12345');
    await userEvent.type(field('Kumpirmahin ang password'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'I-save ang bagong password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(body).toEqual({ resetToken: TOKEN, newPassword: 'abc12345' });
    expect(await readSavedLogin()).toMatchObject({ username: 'juan', password: 'abc12345' });
  });

  it('shows loading while the link is checked', async () => {
    fakeServer(
      handlers(
        {},
        checked(() => new Promise(() => undefined)),
      ),
    );
    await renderApp(`/m/forget?resetToken=${TOKEN}`);
    expect(await screen.findByRole('status', { name: 'naglo-load' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
  });

  it('offers a retry when the check fails, and shows the form once it works', async () => {
    let attempts = 0;
    const server = fakeServer(
      handlers(
        {},
        checked(() =>
          ++attempts === 1
            ? errorAnswer(503, 'service.unavailable', 'Hindi available ang serbisyo')
            : { body: { success: true, value: { userName: 'juan' } } },
        ),
      ),
    );
    await renderApp(`/m/forget?resetToken=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi ma-check ang link.');
    expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
    expect(checks(server)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Subukang muli' }));
    expect(await findField('Account')).toHaveValue('juan');
    expect(field('Bagong password')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checks(server)).toHaveLength(2);
  });

  it('explains an expired link without a password form, and offers a new one', async () => {
    fakeServer(
      handlers({}, dead('reset.token.invalid', 'Hindi wasto o expired na ang reset link')),
    );
    const { router } = await renderApp(`/m/forget?resetToken=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hindi wasto o expired na ang link na ito para sa pag-reset ng password.',
    );
    expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
    const requestNew = screen.getByRole('link', { name: 'Humingi ng bagong link' });
    expect(requestNew).toHaveAttribute('href', '/m/forget');
    await userEvent.click(requestNew);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/m/forget');
    // The link came by e-mail: the e-mail lookup opens, though the phone one is the default.
    expect(await screen.findByRole('tab', { name: 'Sa e-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Bawiin ang password' })).toBeVisible();
  });

  it('says plainly that a used link was used', async () => {
    fakeServer(handlers({}, dead('reset.token.used', 'Nagamit na ang reset link na ito')));
    await renderApp(`/m/forget?resetToken=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nagamit na ang link na ito para sa pag-reset ng password.',
    );
    expect(screen.getByRole('link', { name: 'Humingi ng bagong link' })).toBeVisible();
    expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
  });

  it('counts a malformed token as invalid, whether the server or the page finds it', async () => {
    const server = fakeServer(
      handlers({}, dead('request.invalid', 'Hindi wasto ang field na resetToken')),
    );
    const view = await renderApp(`/m/forget?resetToken=${'%'.repeat(30)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Hindi wasto o expired na/);
    view.unmount();

    await renderApp('/m/forget?resetToken=short');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Hindi wasto o expired na/);
    expect(checks(server)).toHaveLength(1);
  });

  it('turns to the used-link notice when the link is spent before the submit', async () => {
    fakeServer(
      handlers(
        {},
        {
          ...live,
          '/wps/member/password/reset': () =>
            errorAnswer(400, 'reset.token.used', 'Nagamit na', { field: 'resetToken' }),
        },
      ),
    );
    await renderApp(`/m/forget?resetToken=${TOKEN}`);
    await userEvent.type(await findField('Bagong password'), 'abc12345');
    await userEvent.type(field('Kumpirmahin ang password'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'I-save ang bagong password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Nagamit na ang link na ito/);
    expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
  });

  it('says what to enter in the empty password fields', async () => {
    fakeServer(handlers({}, live));
    await renderApp(`/m/forget?resetToken=${TOKEN}`);
    await findField('Bagong password');
    await userEvent.click(screen.getByRole('button', { name: 'I-save ang bagong password' }));
    expect(field('Bagong password')).toHaveFocus();
    expect(field('Bagong password')).toHaveAccessibleDescription('Ilagay ang bagong password');
    expect(field('Kumpirmahin ang password')).toHaveAccessibleDescription(
      'Pakilagay muli ang password',
    );
  });
});

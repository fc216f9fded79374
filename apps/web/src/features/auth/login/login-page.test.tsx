import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_IMAGE,
  errorAnswer,
  fakeServer,
  loginResultFixture,
  openSealed,
} from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { field, findField, handlers, storedSession } from '../testing/auth-test-utils';

const loginOk = (seen: Record<string, unknown>[] = []) => ({
  '/wps/session/login': (url: URL, init: RequestInit | undefined) => {
    seen.push({ ...openSealed(url, init), headers: init?.headers });
    const value = loginResultFixture({ customerType: 2, firstTimeLogin: true });
    return { body: { success: true, value } };
  },
});

async function logIn(username = 'juan', password = 'secret12') {
  await userEvent.type(await findField('Username'), username);
  await userEvent.type(field('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
}

describe('login page', () => {
  it('stores the session of SPEC §3 and returns to the page the guest came from', async () => {
    const seen: Record<string, unknown>[] = [];
    fakeServer(handlers({}, loginOk(seen)));
    const { router } = await renderApp('/m/voucherCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/voucherCenter'));
    expect(storedSession()).toEqual({
      token: 'new-token',
      merchantCode: 'DEMO',
      userName: 'juan',
      type: 2,
      firstTimeLogin: true,
    });
    expect(seen[0]).toMatchObject({ type: 'username', username: 'juan', password: 'secret12' });
    expect(seen[0]?.headers).toMatchObject({ Encryption: 'x25519-aes256gcm-v1' });
  });

  it('goes home after a login opened directly', async () => {
    fakeServer(handlers({}, loginOk()));
    const { router } = await renderApp('/m/login');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('shows the captcha and the server message after a failed login', async () => {
    const server = fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': () =>
            errorAnswer(401, 'login.failed', 'Mali ang username o password', {
              value: { captcha: true },
            }),
        },
      ),
    );
    await renderApp('/m/login');
    expect(screen.queryByLabelText(/^Code sa larawan/)).not.toBeInTheDocument();
    await logIn('juan', 'wrong123');
    expect(await screen.findByText('Mali ang username o password')).toHaveAttribute(
      'role',
      'alert',
    );
    const picture = await screen.findByRole('button', { name: /Larawan ng verification code/ });
    await waitFor(() => expect(picture.querySelector('img')).toHaveAttribute('src', CAPTCHA_IMAGE));

    await userEvent.type(field('Code sa larawan'), '12ab34');
    expect(field('Code sa larawan')).toHaveValue('1234');
    await userEvent.click(picture);
    expect(field('Code sa larawan')).toHaveValue('');
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.pathname === '/wps/captcha')).toHaveLength(2),
    );
  });

  it('asks for the captcha before sending once it is shown', async () => {
    fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': () =>
            errorAnswer(401, 'login.failed', 'Mali', { value: { captcha: true } }),
        },
      ),
    );
    await renderApp('/m/login');
    await logIn();
    await findField('Code sa larawan');
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    expect(await screen.findByText('Pakilagay ang verification code')).toBeInTheDocument();
    expect(field('Code sa larawan')).toHaveFocus();
  });

  it('says what to enter in an empty field, and focuses the first one', async () => {
    const server = fakeServer(handlers());
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-log in' }));
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription('Ilagay ang iyong username');
    expect(field('Password')).toHaveAccessibleDescription('Ilagay ang iyong password');
    expect(server.requests.some((r) => r.url.pathname === '/wps/session/login')).toBe(false);
  });

  it('names the rule a filled field breaks', async () => {
    fakeServer(handlers());
    await renderApp('/m/login');
    await logIn('j!', 'abc');
    expect(field('Username')).toHaveAccessibleDescription('Mali ang format ng account');
    expect(field('Password')).toHaveAccessibleDescription(
      'Mali ang format ng password. Gumamit ng 6–128 na character',
    );
  });

  it('takes a long passphrase whole', async () => {
    const seen: Record<string, unknown>[] = [];
    fakeServer(handlers({}, loginOk(seen)));
    await renderApp('/m/login');
    const passphrase =
      'isang mahabang passphrase na may mga espasyo at higit sa animnapung character';
    expect(passphrase.length).toBeGreaterThan(64);
    await logIn('juan', passphrase);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ password: passphrase });
  });

  it('says how long a throttled account waits, as the server words it', async () => {
    const message =
      'Sobrang daming maling password para sa account na ito. Subukang muli pagkalipas ng 15 minuto, mag-log in gamit ang SMS code, o i-reset ang password';
    fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': () =>
            errorAnswer(429, 'login.account.throttled', message, {
              value: { captcha: true, retryAfterSeconds: 900 },
            }),
        },
      ),
    );
    await renderApp('/m/login');
    await logIn('juan', 'wrong123');
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the username / SMS tabs only with MOBILEVERCODELOGIN3', async () => {
    fakeServer(handlers({ MOBILEVERCODELOGIN3: false }));
    const view = await renderApp('/m/login');
    await findField('Username');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    view.unmount();

    fakeServer(handlers({ MOBILEVERCODELOGIN3: true }));
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile at SMS code' }));
    expect(await findField('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Country code +63, palitan' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/shared/feedback';
import {
  errorAnswer,
  fakeServer,
  loginResultFixture,
  openSealed,
  settingsFixture,
} from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { firebaseIdToken } from '../firebase/firebase-sign-in';
import {
  agreeAndSubmit,
  field,
  findField,
  handlers,
  storedSession,
} from '../testing/auth-test-utils';

// The Firebase SDK never runs here: its lazy module answers what each test says.
vi.mock('../firebase/firebase-sign-in', () => ({ firebaseIdToken: vi.fn() }));
const idToken = vi.mocked(firebaseIdToken);

const CONFIG = {
  apiKey: 'AIza-test',
  authDomain: 'perlas-demo.firebaseapp.com',
  projectId: 'perlas-demo',
  appId: '1:123:web:abc',
};
const withFirebase = {
  '/wps/system/settings/consolidated': settingsFixture({ firebase: CONFIG }),
};
const SOCIAL = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

const loginAnswers = (seen: Record<string, unknown>[], answer: () => unknown) => ({
  '/wps/session/login': (url: URL, init: RequestInit | undefined) => {
    seen.push(openSealed(url, init));
    return answer();
  },
});
const signedIn = () => ({ body: { success: true, value: loginResultFixture() } });

describe('Facebook and Google sign-in', () => {
  beforeEach(() => {
    idToken.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows no button without the Firebase app, nor a button whose flag is off', async () => {
    fakeServer(handlers({ ...SOCIAL, FREEPLAY3: true }));
    const view = await renderApp('/m/login');
    // The trial button needs the settings too: once it shows, the settings have loaded.
    await screen.findByRole('button', { name: 'Libreng subok' });
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    view.unmount();

    fakeServer(handlers({ GOOGLELOGIN3: true }, withFirebase));
    await renderApp('/m/login');
    expect(await screen.findByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows the buttons on the username tab only', async () => {
    fakeServer(handlers({ ...SOCIAL, MOBILEVERCODELOGIN3: true }, withFirebase));
    await renderApp('/m/login');
    expect(await screen.findByRole('button', { name: /Facebook/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile at SMS code' }));
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('signs in with the ID token of the popup and leaves the login', async () => {
    idToken.mockResolvedValue('id-token-google');
    const seen: Record<string, unknown>[] = [];
    fakeServer(handlers(SOCIAL, { ...withFirebase, ...loginAnswers(seen, signedIn) }));
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: /Google/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(idToken).toHaveBeenCalledWith(CONFIG, 'google', 'fil');
    expect(seen).toEqual([
      expect.objectContaining({ type: 'firebase', firebaseIdToken: 'id-token-google' }),
    ]);
    expect(storedSession()).toMatchObject({ token: 'new-token' });
  });

  it('sends a member with no account to register, then links the account with the token', async () => {
    idToken.mockResolvedValue('id-token-facebook');
    const logins: Record<string, unknown>[] = [];
    const registrations: Record<string, unknown>[] = [];
    const notRegistered = () =>
      errorAnswer(404, 'firebase.not.registered', 'Wala pang account', {
        value: { provider: 'facebook.com', email: 'juan@example.com', displayName: 'Juan Cruz' },
      });
    fakeServer(
      handlers(SOCIAL, {
        ...withFirebase,
        ...loginAnswers(logins, notRegistered),
        '/wps/member/register': (url: URL, init: RequestInit | undefined) => {
          registrations.push(openSealed(url, init));
          return { body: { success: true, value: loginResultFixture({ userName: 'juan01' }) } };
        },
      }),
    );
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: /Facebook/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
    // Never in the URL: only the route state carries it.
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByText('Tapusin ang pagrehistro para ma-link ang iyong Facebook account.'),
    ).toBeInTheDocument();
    expect(await findField('E-mail')).toHaveValue('juan@example.com');
    expect(field('Palayaw')).toHaveValue('Juan Cruz');
    expect(screen.queryByText('Wala pang account')).not.toBeInTheDocument();

    await userEvent.type(field('Username'), 'juan01');
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Kumpirmahin ang password'), 'abc12345');
    await userEvent.type(field('Code sa larawan'), '4821');
    await agreeAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(logins).toHaveLength(1);
    expect(registrations).toEqual([
      expect.objectContaining({
        username: 'juan01',
        email: 'juan@example.com',
        nickname: 'Juan Cruz',
        firebaseIdToken: 'id-token-facebook',
      }),
    ]);
    expect(registrations[0]).not.toHaveProperty('firebaseChannel');
    expect(storedSession()).toMatchObject({ userName: 'juan01' });
  });

  it("links from the registration's own buttons, bringing the username form forward", async () => {
    idToken.mockResolvedValue('id-token-register');
    fakeServer(
      handlers(
        { ...SOCIAL, MOBILENUMREG3: true },
        {
          ...withFirebase,
          '/wps/session/login': () =>
            errorAnswer(404, 'firebase.not.registered', 'Wala pang account', {
              value: { provider: 'google.com', email: '', displayName: '' },
            }),
        },
      ),
    );
    const { router } = await renderApp('/m/register');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await userEvent.click(screen.getByRole('button', { name: /Google/ }));
    expect(
      await screen.findByText('Tapusin ang pagrehistro para ma-link ang iyong Google account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(await findField('Username')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('links through the mobile registration on a site without username registration', async () => {
    idToken.mockResolvedValue('id-token-mobile');
    fakeServer(
      handlers(
        { ...SOCIAL, USERNAMEREG3: false, MOBILENUMREG3: true },
        {
          ...withFirebase,
          '/wps/session/login': () =>
            errorAnswer(404, 'firebase.not.registered', 'Wala pang account', {
              value: { provider: 'google.com', email: '', displayName: '' },
            }),
        },
      ),
    );
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: /Google/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
    expect(
      await screen.findByText('Tapusin ang pagrehistro para ma-link ang iyong Google account.'),
    ).toBeInTheDocument();
    expect(await findField('Mobile number')).toBeInTheDocument();
    expect(screen.queryByText('Wala pang account')).not.toBeInTheDocument();
  });

  it('says nothing when the member closes the popup', async () => {
    const message = vi.spyOn(toast, 'message');
    idToken.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    idToken.mockRejectedValueOnce(firebaseError('auth/cancelled-popup-request'));
    const seen: Record<string, unknown>[] = [];
    fakeServer(handlers(SOCIAL, { ...withFirebase, ...loginAnswers(seen, signedIn) }));
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: /Google/ }));
    await userEvent.click(screen.getByRole('button', { name: /Facebook/ }));
    await waitFor(() => expect(idToken).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(message).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it("names other Firebase failures in the member's language", async () => {
    const message = vi.spyOn(toast, 'message');
    idToken.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    idToken.mockRejectedValueOnce(firebaseError('auth/internal-error'));
    fakeServer(handlers(SOCIAL, withFirebase));
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: /Google/ }));
    await waitFor(() =>
      expect(message).toHaveBeenCalledWith(
        'Hinarang ng iyong browser ang sign-in window ng Google. Payagan ang mga pop-up para sa site na ito, saka i-tap muli.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Facebook/ }));
    await waitFor(() =>
      expect(message).toHaveBeenLastCalledWith(
        'Hindi makapag-sign in gamit ang Facebook. Pakisubukang muli, o mag-log in gamit ang iyong username.',
      ),
    );
  });

  it('shows the server refusal of a token as a message', async () => {
    const message = vi.spyOn(toast, 'message');
    idToken.mockResolvedValue('stale-token');
    fakeServer(
      handlers(SOCIAL, {
        ...withFirebase,
        '/wps/session/login': () =>
          errorAnswer(401, 'firebase.token.invalid', 'Hindi ma-verify ang pag-sign in'),
      }),
    );
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: /Google/ }));
    await waitFor(() => expect(message).toHaveBeenCalledWith('Hindi ma-verify ang pag-sign in'));
    expect(router.state.location.pathname).toBe('/m/login');
  });
});

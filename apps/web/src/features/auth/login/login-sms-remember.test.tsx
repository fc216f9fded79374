import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorAnswer,
  fakeServer,
  loginResultFixture,
  openSealed,
  requestJson,
} from '@/testing/fake-server';
import { toast } from '@/shared/feedback';
import { renderApp } from '@/testing/render-app';
import { field, findField, handlers, storedSession } from '../testing/auth-test-utils';

const loginOk = {
  '/wps/session/login': () => ({ body: { success: true, value: loginResultFixture() } }),
};

describe('SMS login and remembered password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down expiredMinutes × 60 s after the code is sent, then is ready again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const sent: unknown[] = [];
    fakeServer(
      handlers(
        { MOBILEVERCODELOGIN3: true },
        {
          '/wps/verification/sms/noLogin': (_url: URL, init: RequestInit | undefined) => {
            sent.push(requestJson(init));
            return { body: { success: true, value: { expiredMinutes: 2 } } };
          },
        },
      ),
    );
    await renderApp('/m/login');
    await user.click(await screen.findByRole('tab', { name: 'Mobile at SMS code' }));
    const send = screen.getByRole('button', { name: 'Kunin ang code' });
    expect(send).toBeDisabled(); // no valid number yet
    await user.type(field('Mobile number'), '9171234567');
    expect(send).toBeEnabled();
    await user.click(send);
    await screen.findByRole('button', { name: /pagkalipas ng 120 segundo/ });
    expect(sent).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63' }]);
    expect(screen.getByText('120 s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('60 s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('button', { name: 'Kunin ang code' })).toBeEnabled();
  });

  it('logs in by SMS code with the mobile number as username', async () => {
    let body: Record<string, unknown> = {};
    fakeServer(
      handlers(
        { MOBILEVERCODELOGIN3: true },
        {
          '/wps/session/login': (url: URL, init: RequestInit | undefined) => {
            body = openSealed(url, init);
            return { body: { success: true, value: loginResultFixture() } };
          },
        },
      ),
    );
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile at SMS code' }));
    await userEvent.type(field('Mobile number'), '9171234567');
    await userEvent.type(field('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(body).toMatchObject({
      type: 'sms',
      username: '9171234567',
      password: '123456',
      countryDialingCode: '63',
    });
  });

  it('remembers the password sealed to this browser and fills it in next time', async () => {
    fakeServer(handlers({}, loginOk));
    const first = await renderApp('/m/login');
    await userEvent.type(await findField('Username'), 'juan');
    await userEvent.type(field('Password'), 'pässwörd1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tandaan ang password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() => expect(storedSession()).not.toBeNull());
    await waitFor(() => expect(window.localStorage.getItem('savedLogin')).not.toBeNull());
    const saved = window.localStorage.getItem('savedLogin') ?? '';
    expect(saved).toContain('"type":"username"');
    expect(saved).toContain('"password":"v2:');
    expect(saved).not.toContain('pässwörd1');
    first.unmount();

    fakeServer(handlers({}, loginOk));
    await renderApp('/m/login');
    expect(await findField('Username')).toHaveValue('juan');
    await waitFor(() => expect(field('Password')).toHaveValue('pässwörd1'));
    expect(screen.getByRole('checkbox', { name: 'Tandaan ang password' })).toBeChecked();
  });

  it('shows a wrong SMS code under the code field, not as a wrong password', async () => {
    fakeServer(
      handlers(
        { MOBILEVERCODELOGIN3: true },
        {
          '/wps/session/login': () =>
            errorAnswer(401, 'login.sms.code.invalid', 'Mali o expired na ang SMS code', {
              field: 'password',
              value: { captcha: true },
            }),
        },
      ),
    );
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile at SMS code' }));
    await userEvent.type(field('Mobile number'), '9171234567');
    await userEvent.type(field('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() =>
      expect(field('SMS code')).toHaveAccessibleDescription('Mali o expired na ang SMS code'),
    );
    expect(field('SMS code')).toHaveFocus();
    expect(screen.queryByText('Mali ang username o password')).not.toBeInTheDocument();
  });

  it('says under the number when no account uses it', async () => {
    const message =
      'Wala pang account na gumagamit ng mobile number na ito. Mag-register, o mag-log in gamit ang username';
    fakeServer(
      handlers(
        { MOBILEVERCODELOGIN3: true },
        {
          '/wps/session/login': () =>
            errorAnswer(404, 'login.sms.no.account', message, { field: 'username' }),
        },
      ),
    );
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile at SMS code' }));
    await userEvent.type(field('Mobile number'), '9171234567');
    await userEvent.type(field('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription(message));
  });

  it('says what to enter in the empty SMS fields', async () => {
    fakeServer(handlers({ MOBILEVERCODELOGIN3: true }));
    await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile at SMS code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    expect(field('Mobile number')).toHaveAccessibleDescription('Ilagay ang iyong mobile number');
    expect(field('SMS code')).toHaveAccessibleDescription('Ilagay ang SMS code');
  });

  it('forgets the saved login when the box is unchecked', async () => {
    window.localStorage.setItem(
      'savedLogin',
      JSON.stringify({
        type: 'username',
        username: 'juan',
        password: '',
        countryDialingCode: '63',
      }),
    );
    fakeServer(handlers({}, loginOk));
    await renderApp('/m/login');
    expect(await findField('Username')).toHaveValue('juan');
    await userEvent.type(field('Password'), 'secret12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tandaan ang password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() => expect(storedSession()).not.toBeNull());
    expect(window.localStorage.getItem('savedLogin')).toBeNull();
  });

  it('refills the remembered number when switching to its tab, and picks a dialing code', async () => {
    window.localStorage.setItem(
      'savedLogin',
      JSON.stringify({
        type: 'sms',
        username: '912345678',
        password: '',
        countryDialingCode: '84',
      }),
    );
    fakeServer(handlers({ MOBILEVERCODELOGIN3: true }));
    await renderApp('/m/login');
    expect(await findField('Username')).toHaveValue('');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile at SMS code' }));
    expect(field('Mobile number')).toHaveValue('912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Country code +84, palitan' }));
    // The sheet still animates in; the option is there to press all the same.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('option', { name: /Pilipinas/ }));
    expect(screen.getByRole('button', { name: 'Country code +63, palitan' })).toBeInTheDocument();
  });

  it('starts free play on the trial merchant and goes home', async () => {
    const loading = vi.spyOn(toast, 'loading');
    fakeServer(
      handlers(
        {},
        {
          // The suggestion may differ from the account the login hands out: the login wins.
          '/wps/member/trialuser': { trialName: 'guest0000', merchantCode: 'DEMOTRIAL' },
          '/wps/session/login/freeplay': loginResultFixture({
            token: 'trial-token',
            userName: 'guest8831',
            customerType: 4,
            merchantCode: 'DEMOTRIAL',
          }),
        },
      ),
    );
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Libreng subok' }));
    // SPEC §9 "test play 9999": 'please wait' for 9999 ms at most.
    expect(loading).toHaveBeenCalledWith('sandali lang po', 9999);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(storedSession()).toMatchObject({
      token: 'trial-token',
      merchantCode: 'DEMOTRIAL',
      type: 4,
    });
    expect(window.sessionStorage.getItem('trialName')).toBe('guest8831');
    loading.mockRestore();
  });
});

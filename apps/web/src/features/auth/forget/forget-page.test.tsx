import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  fakeServer,
  loginResultFixture,
  requestJson,
  type FakeServer,
} from '../../../testing/fake-server';
import { readSavedLogin, saveLogin } from '../../../shared/saved-login';
import { renderApp } from '../../../testing/render-app';
import { field, findField, handlers, storedSession } from '../testing/auth-test-utils';

const TOKEN = 'a'.repeat(40);

describe('forgot password page', () => {
  it('sends username and e-mail form-encoded, says so and goes back', async () => {
    let sent: { body: unknown; type: string | undefined } | undefined;
    fakeServer(
      handlers(
        { CHNGPASSVERIF3: false },
        {
          '/wps/member/password/email': (_url: URL, init: RequestInit | undefined) => {
            const headers = init?.headers as Record<string, string>;
            sent = { body: init?.body, type: headers['Content-Type'] };
            return { body: { success: true, value: null } };
          },
        },
      ),
    );
    const { router } = await renderApp('/m/forget');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(await findField('Username'), ' juan ');
    await userEvent.type(field('E-mail'), 'juan@example.ph ');
    await userEvent.click(screen.getByRole('button', { name: 'Bawiin ang password' }));
    expect(await screen.findByText(/papunta na sa iyong e-mail/)).toBeInTheDocument();
    expect(sent).toEqual({
      body: 'username=juan&email=juan%40example.ph',
      type: 'application/x-www-form-urlencoded',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it("refuses an e-mail that breaks the pattern with 'email incorrect'", async () => {
    fakeServer(handlers({ CHNGPASSVERIF3: false }));
    await renderApp('/m/forget');
    await userEvent.type(await findField('Username'), 'juan');
    await userEvent.type(field('E-mail'), 'juan@example');
    await userEvent.click(screen.getByRole('button', { name: 'Bawiin ang password' }));
    expect(field('E-mail')).toHaveFocus();
    expect(field('E-mail')).toHaveAccessibleDescription('mali ang e-mail');
  });

  it('starts on the phone lookup when CHNGPASSVERIF3 is on', async () => {
    fakeServer(handlers({ CHNGPASSVERIF3: true }));
    await renderApp('/m/forget');
    expect(await screen.findByRole('tab', { name: 'Sa mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field('SMS code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Itakda ang bagong password' })).toBeDisabled();
    await userEvent.type(field('Mobile number'), '917');
    await userEvent.tab();
    expect(field('Mobile number')).toHaveAccessibleDescription(/hindi bababa sa 7 numero/);
  });

  it('sets a password by SMS code and signs in; the same password clears its field', async () => {
    let attempts = 0;
    let sentCodes = 0;
    fakeServer(
      handlers(
        { CHNGPASSVERIF3: true },
        {
          '/wps/verification/sms/noLogin': () => {
            sentCodes += 1;
            return { body: { success: true, value: { expiredMinutes: 1 } } };
          },
          '/wps/member/password/mobile': () =>
            ++attempts === 1
              ? errorAnswer(400, 'modify.new.old.same', 'Hindi maaaring pareho', {
                  field: 'newPassword',
                })
              : { body: { success: true, value: { userName: 'juan' } } },
          '/wps/session/login': { ...loginResultFixture() },
        },
      ),
    );
    await saveLogin({
      type: 'username',
      username: 'Juan',
      password: 'Old12345',
      countryDialingCode: '',
    });
    const { router } = await renderApp('/m/forget');
    await userEvent.type(await findField('Mobile number'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    await waitFor(() => expect(field('SMS code')).toBeEnabled());
    await userEvent.type(field('SMS code'), '123456');
    await userEvent.type(field('Bagong password'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'Itakda ang bagong password' }));
    await waitFor(() => expect(field('Bagong password')).toHaveValue(''));
    // The code was not spent: it stays, and no new one is needed.
    expect(field('SMS code')).toHaveValue('123456');
    expect(field('SMS code')).toBeEnabled();
    expect(field('Bagong password')).toHaveAccessibleDescription(
      'Ito na ang kasalukuyan mong password. Maglagay ng iba: gumagana pa rin ang SMS code na inilagay mo.',
    );
    expect(sentCodes).toBe(1);

    await userEvent.type(field('Bagong password'), 'xyz98765');
    await userEvent.click(screen.getByRole('button', { name: 'Itakda ang bagong password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(storedSession()).toMatchObject({ userName: 'juan' });
    // The remembered password of that account is the new one now.
    expect(await readSavedLogin()).toMatchObject({ username: 'Juan', password: 'xyz98765' });
  });

  it('keeps the SMS code when the server refuses the new password as too common', async () => {
    let attempts = 0;
    fakeServer(
      handlers(
        { CHNGPASSVERIF3: true },
        {
          '/wps/verification/sms/noLogin': { expiredMinutes: 1 },
          '/wps/member/password/mobile': () =>
            ++attempts === 1
              ? errorAnswer(400, 'password.common', 'Masyadong karaniwan ang password na ito', {
                  field: 'newPassword',
                })
              : errorAnswer(400, 'verification.code.error', 'Mali ang verification code', {
                  field: 'verificationCode',
                }),
        },
      ),
    );
    await renderApp('/m/forget');
    await userEvent.type(await findField('Mobile number'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    await waitFor(() => expect(field('SMS code')).toBeEnabled());
    await userEvent.type(field('SMS code'), '123456');
    await userEvent.type(field('Bagong password'), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Itakda ang bagong password' }));
    await waitFor(() =>
      expect(field('Bagong password')).toHaveAccessibleDescription(
        'Masyadong karaniwan ang password na ito',
      ),
    );
    expect(field('Bagong password')).toHaveValue('');
    expect(field('SMS code')).toHaveValue('123456');

    // A wrong code, though, is cleared (SPEC §8).
    await userEvent.type(field('Bagong password'), 'xyz98765');
    await userEvent.click(screen.getByRole('button', { name: 'Itakda ang bagong password' }));
    await waitFor(() => expect(field('SMS code')).toHaveValue(''));
    expect(field('SMS code')).toHaveAccessibleDescription('Mali ang verification code');
  });

  it('says what to enter in the empty fields of both lookups', async () => {
    fakeServer(handlers({ CHNGPASSVERIF3: true }));
    await renderApp('/m/forget');
    await userEvent.type(await findField('Mobile number'), '9');
    await userEvent.clear(field('Mobile number'));
    await userEvent.tab();
    expect(field('Mobile number')).toHaveAccessibleDescription('Ilagay ang iyong mobile number');
    await userEvent.type(field('Bagong password'), 'a');
    await userEvent.clear(field('Bagong password'));
    await userEvent.tab();
    expect(field('Bagong password')).toHaveAccessibleDescription('Ilagay ang bagong password');

    await userEvent.click(screen.getByRole('tab', { name: 'Sa e-mail' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bawiin ang password' }));
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription('Ilagay ang iyong username');
    expect(field('E-mail')).toHaveAccessibleDescription('Ilagay ang e-mail address');
  });

  describe('e-mailed reset link', () => {
    const checked = (answer: () => unknown) => ({ '/wps/member/password/reset/check': answer });
    const live = checked(() => ({ body: { success: true, value: { userName: 'juan' } } }));
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

    it('explains an expired link without a password form, and offers a new one', async () => {
      fakeServer(
        handlers(
          {},
          checked(() =>
            errorAnswer(400, 'reset.token.invalid', 'Hindi wasto o expired na ang reset link', {
              field: 'resetToken',
            }),
          ),
        ),
      );
      const { router } = await renderApp(`/m/forget?resetToken=${TOKEN}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Hindi wasto o expired na ang link na ito para sa pag-reset ng password.',
      );
      expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Humingi ng bagong link' }));
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
      fakeServer(
        handlers(
          {},
          checked(() =>
            errorAnswer(400, 'reset.token.used', 'Nagamit na ang reset link na ito', {
              field: 'resetToken',
            }),
          ),
        ),
      );
      await renderApp(`/m/forget?resetToken=${TOKEN}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Nagamit na ang link na ito para sa pag-reset ng password.',
      );
      expect(screen.getByRole('button', { name: 'Humingi ng bagong link' })).toBeVisible();
      expect(screen.queryByLabelText(/^Bagong password/)).not.toBeInTheDocument();
    });

    it('counts a malformed token as invalid, whether the server or the page finds it', async () => {
      const server = fakeServer(
        handlers(
          {},
          checked(() =>
            errorAnswer(400, 'request.invalid', 'Hindi wasto ang field na resetToken', {
              field: 'resetToken',
            }),
          ),
        ),
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
});

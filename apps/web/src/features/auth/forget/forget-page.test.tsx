import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeServer, loginResultFixture } from '@/testing/fake-server';
import { readSavedLogin, saveLogin } from '@/shared/saved-login';
import { renderApp } from '@/testing/render-app';
import { field, findField, handlers, storedSession } from '../testing/auth-test-utils';

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
});

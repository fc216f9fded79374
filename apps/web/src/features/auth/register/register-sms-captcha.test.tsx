import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  fakeServer,
  loginResultFixture,
  openSealed,
  requestJson,
  type FakeServer,
} from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { agreeAndSubmit, field, findField, handlers } from '../testing/auth-test-utils';

const submit = agreeAndSubmit;

describe('captcha of a registration by SMS code', () => {
  const smsSent = (bodies: unknown[], answer?: () => unknown) => ({
    '/wps/verification/sms/register': (_url: URL, init: RequestInit | undefined) => {
      bodies.push(requestJson(init));
      return answer?.() ?? { body: { success: true, value: { expiredMinutes: 5 } } };
    },
  });
  const captchaCalls = (server: FakeServer) =>
    server.requests.filter((r) => r.url.pathname === '/wps/captcha').length;
  const isBefore = (a: HTMLElement, b: HTMLElement) =>
    (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  it('comes before the code, goes with the code request, and is not asked at submit', async () => {
    const sent: unknown[] = [];
    const bodies: Record<string, unknown>[] = [];
    const server = fakeServer(
      handlers(
        { USERNAMEREG3: false },
        {
          ...smsSent(sent),
          '/wps/member/register/mobile': (url: URL, init: RequestInit | undefined) => {
            bodies.push(openSealed(url, init));
            const value = loginResultFixture({ userName: '639171234567' });
            return { body: { success: true, value } };
          },
        },
      ),
    );
    const { router } = await renderApp('/m/register');
    await userEvent.type(await findField('Mobile number'), '9171234567');
    expect(isBefore(field('Code sa larawan'), field('SMS code'))).toBe(true);
    // Required to get the code: marked so (asterisk, aria-required).
    expect(field('Code sa larawan')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Code sa larawan')).toHaveTextContent('Code sa larawan*');

    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    expect(field('Code sa larawan')).toHaveFocus();
    expect(field('Code sa larawan')).toHaveAccessibleDescription('Pakilagay ang verification code');
    expect(sent).toHaveLength(0);

    await waitFor(() => expect(captchaCalls(server)).toBe(1));
    await userEvent.type(field('Code sa larawan'), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      captcha: '4821',
    });
    // The captcha is spent: a new picture, an empty input.
    await waitFor(() => expect(captchaCalls(server)).toBe(2));
    expect(field('Code sa larawan')).toHaveValue('');

    await userEvent.type(field('SMS code'), '123456');
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Kumpirmahin ang password'), 'abc12345');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(bodies[0]).toMatchObject({
      mobileNum: '9171234567',
      verificationCode: '123456',
      captcha: '',
    });
  });

  it('puts a refused captcha under its field, with a new picture', async () => {
    const sent: unknown[] = [];
    const server = fakeServer(
      handlers(
        { USERNAMEREG3: false },
        smsSent(sent, () =>
          errorAnswer(400, 'captcha.invalid', 'Mali o expired na ang verification code', {
            field: 'captcha',
          }),
        ),
      ),
    );
    await renderApp('/m/register');
    await userEvent.type(await findField('Mobile number'), '9171234567');
    await waitFor(() => expect(captchaCalls(server)).toBe(1));
    await userEvent.type(field('Code sa larawan'), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    await waitFor(() =>
      expect(field('Code sa larawan')).toHaveAccessibleDescription(
        'Mali o expired na ang verification code',
      ),
    );
    expect(field('Code sa larawan')).toHaveValue('');
    await waitFor(() => expect(captchaCalls(server)).toBe(2));
    // No countdown: a new code can be asked for at once.
    expect(screen.getByRole('button', { name: 'Kunin ang code' })).toBeEnabled();
  });

  it('in a username registration moves before the code once a number is given', async () => {
    fakeServer(handlers());
    await renderApp('/m/register');
    await findField('Username');
    // No number: no SMS code, so the captcha closes the form and is asked at submit.
    expect(isBefore(field('SMS code'), field('Code sa larawan'))).toBe(true);
    await userEvent.type(field('Mobile number'), '9171234567');
    expect(isBefore(field('Code sa larawan'), field('SMS code'))).toBe(true);
    expect(field('Code sa larawan')).toHaveAttribute('aria-required', 'true');
    await submit();
    expect(field('SMS code')).toHaveAccessibleDescription('Ilagay ang SMS code');
    expect(field('Code sa larawan')).not.toHaveAttribute('aria-invalid');
  });
});

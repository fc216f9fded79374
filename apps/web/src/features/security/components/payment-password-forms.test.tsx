import type { SecurityConfig } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { field, findField } from '@/testing/fields';
import { memberSession } from '@/testing/render-app';
import { renderUi } from '@/testing/render-ui';
import { ChangePaymentPasswordForm, SetPaymentPasswordForm } from './payment-password-forms';

const configFixture = (patch: Partial<SecurityConfig> = {}): SecurityConfig => ({
  loginPassword: true,
  paymentPasswordSet: true,
  paymentPasswordLockedUntil: null,
  mobileNum: '*******4567',
  countryDialingCode: '63',
  email: '',
  payeeName: '',
  bankCardCount: 0,
  bankCardLimit: 5,
  ...patch,
});

type Answer = { status?: number; body: unknown };
const ok = (value: unknown): Answer => ({ body: { success: true, value } });

/** The change form by SMS code, with `sms` answering the code requests. */
async function renderChangeBySms(sms: () => Answer, handlers: Record<string, unknown> = {}) {
  const server = fakeServer({ ...siteHandlers(), '/wps/member/security/sms': sms, ...handlers });
  const onDone = vi.fn();
  await renderUi(<ChangePaymentPasswordForm config={configFixture()} onDone={onDone} />, {
    session: memberSession(),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'SMS code' }));
  return { server, onDone };
}
const calls = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.requests.filter((request) => request.url.pathname === path);

describe('payment password forms', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down the life of the code once it is sent, then is ready again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { server } = await renderChangeBySms(() => ok({ expiredMinutes: 2 }));
    await user.click(screen.getByRole('button', { name: 'Kunin ang code' }));

    const waiting = await screen.findByRole('button', { name: /pagkalipas ng 120 segundo/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent('120 s');
    expect(
      await screen.findByText('Naipadala na ang code. May bisa ito nang 2 minuto.'),
    ).toBeInTheDocument();
    expect(calls(server, '/wps/member/security/sms')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('60 s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('button', { name: 'Kunin ang code' })).toBeEnabled();
  });

  it("shows the server's message when no code could be sent, and starts no countdown", async () => {
    await renderChangeBySms(() =>
      errorAnswer(502, 'sms.send.failed', 'Hindi naipadala ang SMS, pakisubukang muli mamaya'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    expect(
      await screen.findByText('Hindi naipadala ang SMS, pakisubukang muli mamaya'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kunin ang code' })).toBeEnabled();
    expect(screen.queryByText(/ s$/)).not.toBeInTheDocument();
  });

  it('changes the payment password with the SMS code and the confirmed new one', async () => {
    let body: unknown;
    const { onDone } = await renderChangeBySms(() => ok({ expiredMinutes: 5 }), {
      '/wps/member/paymentPassword/change': (_url: URL, init: RequestInit | undefined) => {
        body = requestJson(init);
        return ok(null);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Kunin ang code' }));
    await screen.findByRole('button', { name: /pagkalipas ng 300 segundo/ });
    await userEvent.type(field('SMS code na ipinadala sa *******4567'), '123456');
    await userEvent.type(field('Bagong payment password'), '246810');
    await userEvent.type(field('Kumpirmahin ang payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Palitan ang payment password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toEqual({
      method: 'sms',
      verificationCode: '123456',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
  });

  it('refuses what the server refuses under its field: a short payment password, a bidi character', async () => {
    const server = fakeServer({ ...siteHandlers(), '/wps/member/paymentPassword': ok(null) });
    await renderUi(<SetPaymentPasswordForm onDone={vi.fn()} />, { session: memberSession() });
    const login = await findField('Password sa pag-log in');
    await userEvent.type(login, 'Demo\u202e1234');
    await userEvent.type(screen.getByLabelText(/^Bagong payment password/), '12');
    await userEvent.type(screen.getByLabelText(/^Kumpirmahin ang payment password/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'I-set ang payment password' }));
    expect(screen.getByLabelText(/^Bagong payment password/)).toHaveAccessibleDescription(
      'Dapat 6 na numero ang payment password',
    );
    expect(login).toHaveAccessibleDescription(
      'May mga karakter na hindi pinapayagan sa field na ito',
    );
    expect(calls(server, '/wps/member/paymentPassword')).toHaveLength(0);
  });

  it('asks for a matching confirmation before anything is sent, in both forms', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/member/paymentPassword': ok(null),
      '/wps/member/paymentPassword/change': ok(null),
    });
    const onDone = vi.fn();
    await renderUi(
      <>
        <SetPaymentPasswordForm onDone={onDone} />
        <ChangePaymentPasswordForm config={configFixture({ mobileNum: '' })} onDone={onDone} />
      </>,
      { session: memberSession() },
    );
    await userEvent.type(await findField('Password sa pag-log in'), 'Demo1234');
    const [newPin, confirmPin] = [
      screen.getAllByLabelText(/^Bagong payment password/),
      screen.getAllByLabelText(/^Kumpirmahin ang payment password/),
    ];
    await userEvent.type(newPin[0]!, '123456');
    await userEvent.type(confirmPin[0]!, '123465');
    await userEvent.click(screen.getByRole('button', { name: 'I-set ang payment password' }));
    expect(confirmPin[0]).toHaveAccessibleDescription('Hindi tugma ang kumpirmasyon ng password');

    await userEvent.type(field('Kasalukuyang payment password'), '111111');
    await userEvent.type(newPin[1]!, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Palitan ang payment password' }));
    expect(confirmPin[1]).toHaveAccessibleDescription('Pakilagay muli ang password');
    expect(calls(server, '/wps/member/paymentPassword')).toHaveLength(0);
    expect(calls(server, '/wps/member/paymentPassword/change')).toHaveLength(0);

    // The confirmation follows the typing while it shows its error.
    await userEvent.clear(confirmPin[0]!);
    await userEvent.type(confirmPin[0]!, '123456');
    await waitFor(() => expect(confirmPin[0]).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'I-set ang payment password' }));
    await waitFor(() => expect(calls(server, '/wps/member/paymentPassword')).toHaveLength(1));
    expect(requestJson(calls(server, '/wps/member/paymentPassword')[0]?.init)).toEqual({
      password: 'Demo1234',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { field, findField } from '@/testing/fields';
import { memberSession } from '@/testing/render-app';
import { renderUi } from '@/testing/render-ui';
import { MobileForm } from './forms';

type Answer = { status?: number; body: unknown };

/** The mobile form in English, with `sms` answering the code requests to the new number. */
async function renderMobileForm(sms: (body: unknown) => Answer) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/mobile/sms': (_url: URL, init: RequestInit | undefined) => sms(requestJson(init)),
  });
  await renderUi(<MobileForm onDone={vi.fn()} />, { session: memberSession(), language: 'EN' });
  await findField('Mobile number');
  return server;
}
const getCode = () => userEvent.click(screen.getByRole('button', { name: 'Get code' }));

describe('mobile form', () => {
  it('says the number is missing instead of asking for a code without one', async () => {
    const server = await renderMobileForm(() => ({ body: { success: true, value: null } }));
    await userEvent.type(field('Mobile number'), '917');
    await getCode();
    expect(field('Mobile number')).toHaveAccessibleDescription('Enter your mobile number first');
    expect(field('Mobile number')).toHaveFocus();
    expect(server.requests.some((r) => r.url.pathname === '/wps/member/mobile/sms')).toBe(false);
  });

  it('sends a code to the new number and counts down its life', async () => {
    const bodies: unknown[] = [];
    await renderMobileForm((body) => {
      bodies.push(body);
      return { body: { success: true, value: { expiredMinutes: 5 } } };
    });
    await userEvent.type(field('Mobile number'), '9171234567');
    await getCode();
    const waiting = await screen.findByRole('button', {
      name: 'You can ask for a new code in 300 seconds',
    });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent('300 s');
    expect(
      await screen.findByText('The code was sent. It is valid for 5 minutes.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ countryDialingCode: '63', mobileNum: '9171234567' }]);
  });

  it('puts a refused number under its field, and a new code can be asked for at once', async () => {
    await renderMobileForm(() =>
      errorAnswer(400, 'mobile.same', 'This number is already bound to your account', {
        field: 'mobileNum',
      }),
    );
    await userEvent.type(field('Mobile number'), '9171234567');
    await getCode();
    await waitFor(() =>
      expect(field('Mobile number')).toHaveAccessibleDescription(
        'This number is already bound to your account',
      ),
    );
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});

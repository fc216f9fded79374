import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeServer, loginResultFixture, openSealed } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { agreeAndSubmit, field, findField, handlers } from '../testing/auth-test-utils';
import { affiliateFromUrl } from './affiliate';

async function fillUsernameForm() {
  await userEvent.type(await findField('Username'), 'maria01');
  await userEvent.type(field('Password'), 'abc12345');
  await userEvent.type(field('Kumpirmahin ang password'), 'abc12345');
  await userEvent.type(field('Code sa larawan'), '4821');
}
const submit = agreeAndSubmit;

describe('registration through a member referral link', () => {
  it('reads the code from ?recommenderId= or ?r=, the long name first', () => {
    const of = (query: string) => affiliateFromUrl(new URLSearchParams(query)).recommender;
    expect(of('recommenderId=AB3CD45')).toBe('AB3CD45');
    expect(of('r=%20XY7ZK2M%20')).toBe('XY7ZK2M');
    expect(of('recommenderId=AB3CD45&r=OTHER99')).toBe('AB3CD45');
    expect(of('code=AG777')).toBe('');
  });

  it('fills in the referrer field from the link and sends it with the registration', async () => {
    const bodies: Record<string, unknown>[] = [];
    fakeServer(
      handlers(
        {},
        {
          '/wps/member/register': (url: URL, init: RequestInit | undefined) => {
            bodies.push(openSealed(url, init));
            return { body: { success: true, value: loginResultFixture({ userName: 'maria01' }) } };
          },
        },
      ),
    );
    const { router } = await renderApp('/m/register?recommenderId=AB3CD45');
    expect(await findField('ID ng nag-refer')).toHaveValue('AB3CD45');
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(bodies[0]).toMatchObject({ username: 'maria01', recommenderId: 'AB3CD45' });
  });

  it('hides the referrer field without a code in the link (the rule keeps it off)', async () => {
    fakeServer(handlers());
    await renderApp('/m/register');
    await findField('Username');
    expect(screen.queryByLabelText(/ID ng nag-refer/)).toBeNull();
  });

  it('puts the referrer error under the field, staying on the page', async () => {
    fakeServer(
      handlers(
        {},
        {
          '/wps/member/register': () =>
            errorAnswer(400, 'referrer.error', 'Mali ang referrer link', {
              field: 'recommenderId',
            }),
        },
      ),
    );
    const { router } = await renderApp('/m/register?r=NOSUCH7');
    expect(await findField('ID ng nag-refer')).toHaveValue('NOSUCH7');
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(field('ID ng nag-refer')).toHaveFocus());
    expect(field('ID ng nag-refer')).toHaveAccessibleDescription('Mali ang referrer link');
    expect(router.state.location.pathname).toBe('/m/register');
  });
});

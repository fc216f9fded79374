import { DEFAULT_REGISTER_SETTINGS, type RegisterSettings } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeServer, loginResultFixture, openSealed } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import {
  agreeAndSubmit,
  field,
  findField,
  handlers,
  storedSession,
} from '../testing/auth-test-utils';

const rules: RegisterSettings = {
  ...DEFAULT_REGISTER_SETTINGS,
  register: {
    ...DEFAULT_REGISTER_SETTINGS.register,
    email: { ...DEFAULT_REGISTER_SETTINGS.register.email, required: true },
    wechat: { ...DEFAULT_REGISTER_SETTINGS.register.wechat, enabled: false },
  },
};

const registered = (bodies: Record<string, unknown>[]) => ({
  '/wps/member/register': (url: URL, init: RequestInit | undefined) => {
    bodies.push(openSealed(url, init));
    return { body: { success: true, value: loginResultFixture({ userName: 'maria01' }) } };
  },
});

async function fillUsernameForm() {
  await userEvent.type(await findField('Username'), 'maria01');
  await userEvent.type(field('Password'), 'abc12345');
  await userEvent.type(field('Kumpirmahin ang password'), 'abc12345');
  await userEvent.type(field('Code sa larawan'), '4821');
}
const submit = agreeAndSubmit;

describe('registration page', () => {
  it('loads its announcements on entry (types B, group m_reg) and shows the banners', async () => {
    const banner = {
      id: 5,
      groupName: 'm_reg',
      url: '/media/banners/invite-ty.svg',
      title: 'Mag-imbita ng kaibigan, kumita ng ₱258',
      linkageType: 'URL',
      linkage: '/m/inviteFriends',
      vendor: '',
      roomId: '',
      nodeId: '',
      gameType: '',
    };
    const server = fakeServer(
      handlers(
        {},
        {
          '/wps/relay/MCSFE_getListAnnouncements': {
            banners: [banner],
            player: [],
            agent: [],
            popup: [],
            promotion: [],
            hot: [],
          },
        },
      ),
    );
    await renderApp('/m/register');
    const image = await screen.findByRole('img', { name: banner.title });
    expect(image).toHaveAttribute('src', banner.url);
    expect(image.closest('a')).toHaveAttribute('href', '/m/inviteFriends');
    const asked = server.requests.find((r) =>
      r.url.pathname.endsWith('MCSFE_getListAnnouncements'),
    );
    expect(asked?.url.searchParams.get('types')).toBe('B');
    expect(asked?.url.searchParams.get('groupName')).toBe('m_reg');
  });

  it('builds its fields from the server rules, with an asterisk on the required ones', async () => {
    fakeServer(handlers({}, { '/wps/system/setting/register': rules }));
    await renderApp('/m/register');
    await findField('Username');
    const label = (name: string) => field(name).closest('.form-field')?.querySelector('label');
    expect(label('Username')).toHaveTextContent('Username*');
    expect(label('E-mail')).toHaveTextContent('E-mail*');
    expect(label('Palayaw')).toHaveTextContent(/^Palayaw$/);
    expect(label('Mobile number')).toHaveTextContent(/^Mobile number$/);
    expect(field('Kumpirmahin ang password')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByLabelText(/^WeChat/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Numero ng ID/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Username',
      'Mobile number',
    ]);
  });

  it('focuses the first invalid field on submit and links its error', async () => {
    fakeServer(handlers());
    await renderApp('/m/register');
    await userEvent.type(await findField('Username'), 'm!');
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Kumpirmahin ang password'), 'abc99999');
    await submit();
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription('Mali ang format ng account');
    expect(field('Kumpirmahin ang password')).toHaveAccessibleDescription(
      'Hindi tugma ang kumpirmasyon ng password',
    );
  });

  it('says what to enter in each empty required field', async () => {
    fakeServer(handlers({}, { '/wps/system/setting/register': rules }));
    await renderApp('/m/register');
    await findField('Username');
    await submit();
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription('Ilagay ang iyong username');
    expect(field('Password')).toHaveAccessibleDescription('Pumili ng password');
    expect(field('Kumpirmahin ang password')).toHaveAccessibleDescription(
      'Pakilagay muli ang password',
    );
    expect(field('E-mail')).toHaveAccessibleDescription('Ilagay ang e-mail address');
    expect(field('Code sa larawan')).toHaveAccessibleDescription('Pakilagay ang verification code');
    // Optional fields left empty pass.
    expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it('says what the password rule expects, and takes a long passphrase whole', async () => {
    fakeServer(handlers());
    await renderApp('/m/register');
    await userEvent.type(await findField('Password'), 'abcdefgh');
    await userEvent.tab();
    expect(field('Password')).toHaveAccessibleDescription(
      'Mali ang format ng password. Gumamit ng 8–128 na character na may mga letra at kahit isang numero, o passphrase na may 16 o higit pang character (puwede ang espasyo)',
    );
    expect(field('Password')).toHaveAttribute('maxlength', '128');
    expect(field('Kumpirmahin ang password')).toHaveAttribute('maxlength', '128');
    await userEvent.type(field('Password'), ' at iba pa pang salita');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('leaves the 18+ agreement for the member to tick: submit stays disabled until they do', async () => {
    fakeServer(handlers());
    await renderApp('/m/register');
    const agree = await screen.findByRole('checkbox', { name: /sumasang-ayon/ });
    expect(agree).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Magrehistro' })).toBeDisabled();
    await userEvent.click(agree);
    expect(screen.getByRole('button', { name: 'Magrehistro' })).toBeEnabled();
    await userEvent.click(agree);
    expect(screen.getByRole('button', { name: 'Magrehistro' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Kasunduan ng user' })).toHaveAttribute(
      'href',
      '/m/useragreement',
    );
  });

  it('checks the invitation code of the link first, then registers and signs in', async () => {
    const bodies: Record<string, unknown>[] = [];
    const server = fakeServer(
      handlers({}, { ...registered(bodies), '/wps/agent/affiliate/check': { code: 'AG777' } }),
    );
    const { router } = await renderApp('/register.html?code=AG777&domain=promo.example');
    expect(await findField('Invitation code')).toHaveValue('AG777');
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const paths = server.requests.map((r) => r.url.pathname);
    expect(paths.indexOf('/wps/agent/affiliate/check')).toBeLessThan(
      paths.indexOf('/wps/member/register'),
    );
    const check = server.requests.find((r) => r.url.pathname === '/wps/agent/affiliate/check');
    expect(check?.url.search).toBe('?code=AG777&domain=promo.example');
    expect(bodies[0]).toMatchObject({
      username: 'maria01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'AG777',
      domain: 'promo.example',
      registerMethod: 'H5',
      registerUrl: 'localhost',
      captcha: '4821',
      type: 0,
      email: '',
      wechat: '',
    });
    expect(storedSession()).toMatchObject({ userName: 'maria01', token: 'new-token' });
  });

  it('refuses an invalid invitation code at its field, without registering', async () => {
    const bodies: Record<string, unknown>[] = [];
    fakeServer(
      handlers(
        {},
        {
          ...registered(bodies),
          '/wps/agent/affiliate/check': () =>
            errorAnswer(400, 'invitation_code_error', 'Invalid invitation code'),
        },
      ),
    );
    await renderApp('/m/register?a=NOPE1');
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(field('Invitation code')).toHaveFocus());
    expect(field('Invitation code')).toHaveAccessibleDescription('Hindi wastong invitation code');
    expect(bodies).toHaveLength(0);
  });

  it.each([
    ['password.common', 400, 'Masyadong karaniwan ang password na ito', 'password', 'Password'],
    ['username.exists', 409, 'May gumagamit na ng username na ito', 'username', 'Username'],
  ])(
    'puts a server refusal (%s) under its field, with a new captcha',
    async (code, status, message, serverField, label) => {
      fakeServer(
        handlers(
          {},
          {
            '/wps/member/register': () =>
              errorAnswer(status, code, message, { field: serverField }),
          },
        ),
      );
      await renderApp('/m/register');
      await fillUsernameForm();
      await submit();
      await waitFor(() => expect(field(label)).toHaveFocus());
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field('Code sa larawan')).toHaveValue('');
    },
  );

  it('offers only mobile registration, with its SMS code, when username registration is off', async () => {
    fakeServer(handlers({ USERNAMEREG3: false }));
    await renderApp('/m/register');
    expect(await findField('Mobile number')).toHaveAttribute('aria-required', 'true');
    expect(field('SMS code')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
  });

  it('asks a mobile registration for no password while MOBILENUMPASSREG3 is off', async () => {
    fakeServer(handlers({ USERNAMEREG3: false, MOBILENUMPASSREG3: false }));
    await renderApp('/m/register');
    expect(await findField('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Kumpirmahin ang password/)).not.toBeInTheDocument();
  });

  it('keeps the password fields of a mobile registration while MOBILENUMPASSREG3 is on', async () => {
    fakeServer(handlers({ USERNAMEREG3: false }));
    await renderApp('/m/register');
    expect(await findField('Mobile number')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('aria-required', 'true');
    expect(field('Kumpirmahin ang password')).toHaveAttribute('aria-required', 'true');
  });
});

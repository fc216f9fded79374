import {
  defaultJackpot,
  type FirebaseWebConfig,
  type OperatorDepositChannel,
  type OperatorRole,
} from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { SitePage } from './page';

const MERCHANT = '/operator/merchants/DEMO';
/** The machine may be busy: antd's forms render slowly in jsdom. */
const SLOW = { timeout: 10_000 };

function merchantState() {
  return {
    merchantCode: 'DEMO',
    maintenance: false,
    regionRestriction: false,
    withdrawalEnabled: true,
    vipBenefitDisplay: true,
    jackpot: defaultJackpot(),
    ownJackpot: false,
    whitelabel: [
      {
        modId: 'REG3',
        enabled: true,
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] },
          { modId: 'DIRECTREG3', enabled: false, childrenNodes: [] },
        ],
      },
      {
        modId: 'LOGIN_GRP',
        enabled: false,
        childrenNodes: [{ modId: 'GOOGLELOGIN3', enabled: true, childrenNodes: [] }],
      },
    ],
    fourEyesMinor: null,
    firebase: null as FirebaseWebConfig | null,
  };
}

const FIREBASE_APP: FirebaseWebConfig = {
  apiKey: 'AIzaSyDemoKey0123456789',
  authDomain: 'demo-gaming.firebaseapp.com',
  projectId: 'demo-gaming',
  appId: '1:1234567890:web:abc123',
};

const gcash: OperatorDepositChannel = {
  code: 'GCASH',
  kind: 'ewallet',
  names: { EN: 'GCash', TY: 'GCash' },
  minAmount: 10_000,
  maxAmount: 5_000_000,
  feeMode: 'percent',
  feeValue: 150,
  payee: { provider: 'GCash', accountName: 'Demo Gaming', accountNumber: '09171234567' },
  enabled: true,
  sortOrder: 1,
};

/**
 * The operator API as far as this area uses it, signed in as `role`: the state changes with each
 * switch taken, unless `refuse` answers the PUT; `firebase` is the Firebase app set at first.
 */
function siteApi(
  role: OperatorRole,
  refuse?: (call: FakeCall) => ReturnType<typeof refusal> | undefined,
  firebase: FirebaseWebConfig | null = null,
) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  const state = { ...merchantState(), firebase };
  const channels = [gcash];
  return fakeFetch((call) => {
    if (call.url === '/operator/me') {
      return ok({ username: role, role, totpEnabled: false, disabled: false, createdAt: 1 });
    }
    if (call.method === 'GET' && call.url === MERCHANT) return ok(state);
    if (call.method === 'GET' && call.url === `${MERCHANT}/deposit-channels`) return ok(channels);
    const refused = refuse?.(call);
    if (refused) return refused;
    const body = call.body as { enabled: boolean };
    if (call.method === 'PUT' && call.url === `${MERCHANT}/maintenance`) {
      state.maintenance = body.enabled;
      return ok(state);
    }
    if (call.method === 'PUT' && call.url === `${MERCHANT}/jackpot`) {
      state.jackpot = call.body as typeof state.jackpot;
      state.ownJackpot = true;
      return ok(state);
    }
    if (call.method === 'PUT' && call.url === `${MERCHANT}/firebase`) {
      state.firebase = call.body as FirebaseWebConfig;
      return ok(state);
    }
    if (call.method === 'DELETE' && call.url === `${MERCHANT}/firebase`) {
      state.firebase = null;
      return ok(state);
    }
    if (call.method === 'PUT' && call.url.startsWith(`${MERCHANT}/deposit-channels/`)) {
      return ok({ ...gcash, ...(call.body as object) });
    }
    return refusal(404, 'url.not.found', 'Not found');
  });
}

const maintenanceSwitch = async () =>
  screen.findByRole('switch', { name: 'Maintenance' }, SLOW).then(async (element) => {
    await waitFor(() => expect(element).toBeEnabled(), SLOW);
    return element;
  });

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('site switches', { timeout: 90_000 }, () => {
  it('puts the site into maintenance after a confirmation, then shows the state read again', async () => {
    const calls = siteApi('owner');
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    const toggle = await maintenanceSwitch();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText(/Every player is stopped at once/, {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done', {}, SLOW)).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      [`${MERCHANT}/maintenance`, { enabled: true }],
    ]);
    await waitFor(
      () => expect(screen.getByRole('switch', { name: 'Maintenance' })).toBeChecked(),
      SLOW,
    );
    // Read again after the change.
    const reads = calls.filter((call) => call.method === 'GET' && call.url === MERCHANT);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s refusal and keeps the state the server holds', async () => {
    const calls = siteApi('owner', (call) =>
      call.url.endsWith('/vip-benefit-display')
        ? refusal(409, 'merchant.busy', 'The merchant is being changed by someone else')
        : undefined,
    );
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    const vip = screen.getByRole('switch', { name: 'VIP levels and benefits' });
    expect(vip).toBeChecked();
    // Switching the display off stops no player: no question asked.
    await user.click(vip);
    expect(
      await screen.findByText('The merchant is being changed by someone else', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: false });
    await waitFor(() => expect(vip).toBeChecked(), SLOW);
  });

  it('asks before closing withdrawals', async () => {
    const calls = siteApi('owner');
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    await user.click(screen.getByRole('switch', { name: 'Withdrawals' }));
    expect(await screen.findByText(/no longer ask to withdraw/, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('lets an auditor read every switch and change none', async () => {
    siteApi('auditor');
    renderConsole('/site', <SitePage />);
    expect(
      await screen.findByText('Your role may read these settings but not change them.', {}, SLOW),
    );
    expect(await screen.findByRole('switch', { name: 'GOOGLELOGIN3' }, SLOW)).toBeInTheDocument();
    const switches = screen.getAllByRole('switch');
    expect(switches.length).toBe(4 + 5);
    for (const element of switches) expect(element).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the counter' })).not.toBeInTheDocument();
  });

  it('lists every module with its name and what players get, and finds one by name', async () => {
    siteApi('owner');
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    const google = within(screen.getByRole('switch', { name: 'GOOGLELOGIN3' }).closest('tr')!);
    expect(google.getByText('Google sign-in')).toBeInTheDocument();
    expect(google.getByText('Off (group is off)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by code or name'), 'direct');
    expect(screen.getByText('1 of 5 modules')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'DIRECTREG3' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'GOOGLELOGIN3' })).not.toBeInTheDocument();
  });
});

describe('jackpot counter', { timeout: 90_000 }, () => {
  const field = (label: string) => screen.getByLabelText(label);

  it('refuses a highest start below the lowest and sends nothing', async () => {
    const calls = siteApi('owner');
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    await waitFor(() => expect(field('Lowest start')).toHaveValue('1,200,000,000'), SLOW);
    await user.clear(field('Highest start'));
    await user.type(field('Highest start'), '1000');
    await user.clear(field('Seconds between steps'));
    await user.type(field('Seconds between steps'), '3, 0');
    await user.click(screen.getByRole('button', { name: 'Save the counter' }));
    expect(
      await screen.findByText('Must not be below the lowest start', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('One to 5 whole seconds from 1 to 60, separated by commas', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends a valid counter as whole numbers', async () => {
    const calls = siteApi('owner');
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    await waitFor(() => expect(field('Lowest start')).toHaveValue('1,200,000,000'), SLOW);
    await user.clear(field('Largest step'));
    await user.type(field('Largest step'), '80000');
    await user.clear(field('Seconds between steps'));
    await user.type(field('Seconds between steps'), '2,6');
    await user.click(screen.getByRole('button', { name: 'Save the counter' }));
    expect(await screen.findByText('Done', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `${MERCHANT}/jackpot`,
      body: {
        min: 1_200_000_000,
        max: 1_300_000_000,
        incrementMin: 10_000,
        incrementMax: 80_000,
        tickSeconds: [2, 6],
      },
    });
    expect(await screen.findByText('The merchant’s own', {}, SLOW)).toBeInTheDocument();
  });
});

describe('Firebase app (Google and Facebook sign-in)', { timeout: 90_000 }, () => {
  const field = (label: string) => screen.getByLabelText(label);
  const changes = (calls: FakeCall[]) =>
    calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body]);

  it('shows the app set, and what players get of the sign-in modules', async () => {
    siteApi('owner', undefined, FIREBASE_APP);
    renderConsole('/site', <SitePage />);
    await maintenanceSwitch();
    await waitFor(() => expect(field('Project ID')).toHaveValue('demo-gaming'), SLOW);
    expect(field('API key')).toHaveValue(FIREBASE_APP.apiKey);
    expect(field('Auth domain')).toHaveValue(FIREBASE_APP.authDomain);
    expect(field('App ID')).toHaveValue(FIREBASE_APP.appId);
    expect(screen.getByText('Set up')).toBeInTheDocument();
    // GOOGLELOGIN3 is on, its group is not; FACEBOOKLOGIN3 the merchant lacks.
    expect(screen.getByText('GOOGLELOGIN3: Off')).toBeInTheDocument();
    expect(screen.getByText('FACEBOOKLOGIN3: Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('sends the four values trimmed, then shows the app set', async () => {
    const calls = siteApi('owner');
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    expect(await screen.findByText('Not set up', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await user.type(field('API key'), ` ${FIREBASE_APP.apiKey} `);
    await user.type(field('Auth domain'), FIREBASE_APP.authDomain);
    await user.type(field('Project ID'), FIREBASE_APP.projectId);
    await user.type(field('App ID'), FIREBASE_APP.appId);
    await user.click(screen.getByRole('button', { name: 'Save the Firebase app' }));
    expect(await screen.findByText('Done', {}, SLOW)).toBeInTheDocument();
    expect(changes(calls)).toEqual([['PUT', `${MERCHANT}/firebase`, FIREBASE_APP]]);
    expect(await screen.findByText('Set up', {}, SLOW)).toBeInTheDocument();
  });

  it('refuses a project id Firebase would not have and sends nothing', async () => {
    const calls = siteApi('owner', undefined, FIREBASE_APP);
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    await waitFor(() => expect(field('Project ID')).toHaveValue('demo-gaming'), SLOW);
    await user.clear(field('Project ID'));
    await user.type(field('Project ID'), 'Demo Gaming');
    await user.clear(field('App ID'));
    await user.click(screen.getByRole('button', { name: 'Save the Firebase app' }));
    expect(
      await screen.findByText(
        '6 to 30 lowercase letters, digits or hyphens, starting with a letter and not ending with a hyphen',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Required', {}, SLOW)).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });

  it('asks before removing the app, then sends DELETE', async () => {
    const calls = siteApi('owner', undefined, FIREBASE_APP);
    renderConsole('/site', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await maintenanceSwitch();
    await user.click(await screen.findByRole('button', { name: 'Remove' }, SLOW));
    expect(
      await screen.findByText(/The Google and Facebook buttons disappear/, {}, SLOW),
    ).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done', {}, SLOW)).toBeInTheDocument();
    expect(changes(calls)).toEqual([['DELETE', `${MERCHANT}/firebase`, {}]]);
    expect(await screen.findByText('Not set up', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(field('Project ID')).toHaveValue(''), SLOW);
  });

  it('lets an auditor read the app and change nothing', async () => {
    siteApi('auditor', undefined, FIREBASE_APP);
    renderConsole('/site', <SitePage />);
    await waitFor(
      () => expect(screen.getByLabelText('Project ID')).toHaveValue('demo-gaming'),
      SLOW,
    );
    expect(field('Project ID')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the Firebase app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});

describe('payment channels', { timeout: 90_000 }, () => {
  it('edits a channel in pesos and sends minor units', async () => {
    const calls = siteApi('finance');
    renderConsole('/site/channels', <SitePage />);
    const user = userEvent.setup({ delay: null });
    const row = within((await screen.findByText('GCASH', {}, SLOW)).closest('tr')!);
    expect(row.getByText('₱100.00 – ₱50,000.00')).toBeInTheDocument();
    expect(row.getByText('1.5 %')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await waitFor(
      () => expect(dialog.getByLabelText('Lowest deposit')).toHaveValue('100.00'),
      SLOW,
    );
    await user.clear(dialog.getByLabelText('Lowest deposit'));
    await user.type(dialog.getByLabelText('Lowest deposit'), '250.50');
    await user.clear(dialog.getByLabelText('Fee in percent'));
    await user.type(dialog.getByLabelText('Fee in percent'), '2.25');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Done', {}, SLOW)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`${MERCHANT}/deposit-channels/GCASH`);
    expect(put?.body).toEqual({
      kind: 'ewallet',
      names: { EN: 'GCash', TY: 'GCash' },
      minAmount: 25_050,
      maxAmount: 5_000_000,
      feeMode: 'percent',
      feeValue: 225,
      payee: gcash.payee,
      enabled: true,
      sortOrder: 1,
    });
  });

  it('refuses a highest deposit below the lowest', async () => {
    const calls = siteApi('finance');
    renderConsole('/site/channels', <SitePage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await waitFor(
      () => expect(dialog.getByLabelText('Highest deposit')).toHaveValue('50000.00'),
      SLOW,
    );
    await user.clear(dialog.getByLabelText('Highest deposit'));
    await user.type(dialog.getByLabelText('Highest deposit'), '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Must not be below the lowest deposit', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows no edit for a role without money', async () => {
    siteApi('content');
    renderConsole('/site/channels', <SitePage />);
    expect(await screen.findByText('GCASH', {}, SLOW)).toBeInTheDocument();
    await screen.findByText('Your role may read these settings but not change them.', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a channel' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'GCASH' })).toBeDisabled();
  });
});

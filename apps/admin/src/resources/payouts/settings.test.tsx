import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { SettingsTab } from './settings-tab';

const SETTINGS = '/operator/merchants/DEMO/period-settings';

// These pages are heavy: under a loaded machine an answer can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

// A form typed into: slow on a busy machine, so a longer wait than 15 s.
describe('period settings', { timeout: 90_000 }, () => {
  it('shows the minimum bet in pesos and saves it in minor units', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    const calls = fakeFetch((call) => {
      if (call.url === '/operator/me') {
        return ok({
          username: 'agents',
          role: 'agent_manager',
          totpEnabled: false,
          disabled: false,
          createdAt: 1,
        });
      }
      if (call.url === SETTINGS) {
        return ok(
          call.method === 'PUT'
            ? call.body
            : { activeMinBet: 10000, autoPay: true, closeDelayMinutes: 5 },
        );
      }
      return refusal(404, 'url.not.found', 'Not found');
    });
    renderConsole('/payouts', <SettingsTab />);
    const user = userEvent.setup();
    const minBet = await screen.findByLabelText('Active member minimum bet', {});
    await vi.waitFor(() => expect(minBet).toHaveValue('100'));
    await user.clear(minBet);
    await user.type(minBet, '250.5');
    await user.click(screen.getByRole('switch'));
    const delay = screen.getByLabelText('Close delay (minutes)');
    await user.clear(delay);
    await user.type(delay, '2000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Write whole minutes from 0 to 1440')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(delay);
    await user.type(delay, '15');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      activeMinBet: 25050,
      autoPay: false,
      closeDelayMinutes: 15,
    });
  });
});

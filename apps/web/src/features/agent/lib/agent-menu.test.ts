import { flattenWhitelabel } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { whitelabelFixture } from '@/testing/fake-server';
import { footerEntries, gridEntries } from './agent-menu';

const flags = (overrides: Record<string, boolean> = {}) =>
  flattenWhitelabel(whitelabelFixture(overrides));
const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);
const input = (overrides: Record<string, boolean> = {}, type = 1, hasServiceLink = true) => ({
  flags: flags(overrides),
  type,
  hasServiceLink,
});

describe('the agent menu (AGENTS.md menu keys)', () => {
  it('shows the whole grid in the spec order with the default keys', () => {
    expect(keys(gridEntries(input()))).toEqual([
      'overview',
      'record',
      'team',
      'red_rain',
      'pnl',
      'betting',
      'rebate_setup',
      'team_rebate',
      'security',
      'messages',
      'online',
      'service',
    ]);
  });

  it('hides an entry whose key is off', () => {
    const shown = keys(gridEntries(input({ AGEPAG: false, TRANSREC3: false, GAMSER: false })));
    expect(shown).not.toContain('overview');
    expect(shown).not.toContain('record');
    expect(shown).not.toContain('rebate_setup');
    expect(shown).toContain('team');
  });

  it('keeps customer service alone when the whole menu (AGECEN) is off', () => {
    expect(keys(gridEntries(input({ AGECEN: false })))).toEqual(['service']);
    expect(keys(footerEntries(input({ AGECEN: false })))).toEqual(['home']);
  });

  it('offers the online service only with a service link, messages only with the inbox', () => {
    const shown = keys(gridEntries(input({ INBOX3: false }, 1, false)));
    expect(shown).not.toContain('online');
    expect(shown).not.toContain('messages');
  });

  it('shows the dividend in the footer only when it is on, and never to exempt agents', () => {
    expect(keys(footerEntries(input()))).toEqual(['home', 'open_account', 'notices']);
    expect(keys(footerEntries(input({ DIVIDEND: true })))).toEqual([
      'home',
      'open_account',
      'dividend',
      'notices',
    ]);
    expect(keys(footerEntries(input({ DIVIDEND: true }, 41)))).not.toContain('dividend');
    expect(keys(footerEntries(input({ REGCEN: false, NOTICE: false })))).toEqual(['home']);
  });
});

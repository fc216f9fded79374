import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './admin-args.js';

const command = (...argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  return parsed.ok ? parsed.args : parsed.error;
};

describe('admin CLI arguments', () => {
  it('reads each command', () => {
    expect(command('status')).toEqual({
      command: { kind: 'status' },
      merchant: 'DEMO',
      url: undefined,
    });
    expect(command('flags')).toMatchObject({ command: { kind: 'flags' } });
    expect(command('maintenance', 'on')).toMatchObject({
      command: { kind: 'maintenance', enabled: true },
    });
    expect(command('region', 'off')).toMatchObject({ command: { kind: 'region', enabled: false } });
    expect(command('flag', 'FACEBOOKLOGIN3', 'on')).toMatchObject({
      command: { kind: 'flag', modId: 'FACEBOOKLOGIN3', enabled: true },
    });
    expect(command('feedback')).toMatchObject({ command: { kind: 'feedback', page: 1 } });
    expect(command('feedback', '3')).toMatchObject({ command: { kind: 'feedback', page: 3 } });
    expect(command('feedback', 'two')).toBe('feedback takes a page number (1, 2, …)');
  });

  it('takes --merchant and --url before or after the command, with or without =', () => {
    expect(command('--merchant', 'DEMOTRIAL', 'status', '--url=http://127.0.0.1:4000')).toEqual({
      command: { kind: 'status' },
      merchant: 'DEMOTRIAL',
      url: 'http://127.0.0.1:4000',
    });
    expect(command('status', '--merchant=X')).toMatchObject({ merchant: 'X' });
  });

  it('shows help for no command, help, -h and --help', () => {
    for (const argv of [[], ['help'], ['-h'], ['status', '--help']]) {
      expect(command(...argv)).toMatchObject({ command: { kind: 'help' } });
    }
  });

  it.each([
    [['launch'], /Unknown command: launch/],
    [['maintenance'], /Wrong arguments for maintenance/],
    [['maintenance', 'yes'], /maintenance takes on or off/],
    [['region', 'on', 'now'], /Wrong arguments for region/],
    [['flag', 'on'], /Wrong arguments for flag/],
    [['flag', 'X', 'maybe'], /flag takes a module id, then on or off/],
    [['status', '--merchant'], /Option '--merchant <value>' argument missing/],
    [['status', '--url', 'localhost:3000'], /--url must be an http/],
    [['status', '--verbose'], /Unknown option '--verbose'$/],
  ])('refuses %j', (argv, error) => {
    expect(command(...argv)).toMatch(error);
  });
});

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
    expect(command('withdrawal', 'off')).toMatchObject({
      command: { kind: 'withdrawal', enabled: false },
    });
    expect(command('vip-display', 'on')).toMatchObject({
      command: { kind: 'vip-display', enabled: true },
    });
    expect(command('channels', 'list')).toMatchObject({ command: { kind: 'channels-list' } });
    expect(command('channels', 'set', 'GCASH', '--file', 'gcash.json')).toMatchObject({
      command: { kind: 'channels-set', code: 'GCASH', file: 'gcash.json' },
    });
    expect(command('channels', 'off', 'MAYA')).toMatchObject({
      command: { kind: 'channels-switch', code: 'MAYA', enabled: false },
    });
    expect(command('flag', 'FACEBOOKLOGIN3', 'on')).toMatchObject({
      command: { kind: 'flag', modId: 'FACEBOOKLOGIN3', enabled: true },
    });
    expect(command('feedback')).toMatchObject({ command: { kind: 'feedback', page: 1 } });
    expect(command('feedback', '3')).toMatchObject({ command: { kind: 'feedback', page: 3 } });
    expect(command('feedback', 'two')).toBe('feedback takes a page number (1, 2, …)');
  });

  it('reads the jackpot commands; the server checks the ranges', () => {
    expect(command('jackpot', 'set', '5000000', '6000000', '100', '900', '2,4')).toMatchObject({
      command: {
        kind: 'jackpot-set',
        jackpot: {
          min: 5_000_000,
          max: 6_000_000,
          incrementMin: 100,
          incrementMax: 900,
          tickSeconds: [2, 4],
        },
      },
    });
    expect(command('jackpot', 'reset')).toMatchObject({ command: { kind: 'jackpot-reset' } });
    expect(command('jackpot', 'set', '1', '2', '3')).toBe('Wrong arguments for jackpot set');
    expect(command('jackpot', 'set', '1', 'two', '1', '1', '3')).toMatch(/whole numbers/);
    expect(command('jackpot', 'set', '1', '2', '1', '1', '3;4')).toMatch(/list of seconds/);
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
    [['withdrawal', 'maybe'], /withdrawal takes on or off/],
    [['vip-display'], /Wrong arguments for vip-display/],
    [['channels', 'set', 'GCASH'], /channels set needs --file/],
    [['channels', 'on', 'gcash'], /2 to 20 capital letters/],
    [['channels', 'off'], /Wrong arguments for channels off/],
    [['flag', 'on'], /Wrong arguments for flag/],
    [['flag', 'X', 'maybe'], /flag takes a module id, then on or off/],
    [['status', '--merchant'], /Option '--merchant <value>' argument missing/],
    [['status', '--url', 'localhost:3000'], /--url must be an http/],
    [['status', '--verbose'], /Unknown option '--verbose'$/],
  ])('refuses %j', (argv, error) => {
    expect(command(...argv)).toMatch(error);
  });

  it('reads the content and inbox commands', () => {
    expect(command('content', 'list', 'help')).toMatchObject({
      command: { kind: 'content-list', content: 'help' },
    });
    expect(command('content', 'order', 'announcements', '12', '5')).toMatchObject({
      command: { kind: 'content-order', content: 'announcements', id: 12, sortOrder: 5 },
    });
    expect(command('content', 'add', 'hot-matches', '--file', 'match.json')).toMatchObject({
      command: { kind: 'content-add', content: 'hot-matches', file: 'match.json' },
    });
    expect(
      command('inbox', 'send', '--to', 'demo', '--title', 'Hi', '--content', '<p>x</p>'),
    ).toMatchObject({
      command: {
        kind: 'inbox-send',
        message: { to: 'demo', all: false, title: 'Hi', content: '<p>x</p>', language: 'TY' },
      },
    });
    expect(command('inbox', 'recall', '7')).toMatchObject({
      command: { kind: 'inbox-recall', id: 7 },
    });
  });

  it('says what is wrong with a content or inbox command', () => {
    expect(command('content', 'list', 'banners')).toBe(
      'content list takes a kind: announcements, hot-matches, help',
    );
    expect(command('content', 'add', 'help')).toBe('content add needs --file');
    expect(command('content', 'remove', 'help', 'x')).toBe('Wrong arguments for content remove');
    expect(command('inbox', 'send', '--title', 'a', '--content', 'b')).toBe(
      'inbox send takes --to ACCOUNT or --all (one of them)',
    );
    expect(
      command('inbox', 'send', '--all', '--to', 'demo', '--title', 'a', '--content', 'b'),
    ).toBe('inbox send takes --to ACCOUNT or --all (one of them)');
    expect(command('inbox', 'send', '--all', '--title', 'a')).toBe(
      'inbox send needs --title and --content',
    );
    expect(
      command('inbox', 'send', '--all', '--title', 'a', '--content', 'b', '--lang', 'FR'),
    ).toBe('--lang is TY or EN');
  });
});

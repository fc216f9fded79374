import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPOSIT_PATHS, DepositChannels } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import type { App } from '../app.js';
import { authHeaders } from '../../test/accounts.js';
import { valueOf } from '../../test/http.js';
import { insertTestMember, tokenFor } from '../../test/ledger-fixtures.js';
import { insertDemoCopy } from '../../test/merchants.js';
import { sharedDatabase } from '../../test/test-app.js';

describe('admin CLI: deposit channels against a running server', () => {
  let app: App;
  let env: NodeJS.ProcessEnv;
  let dir: string;
  beforeAll(async () => {
    ({ app, env } = await listeningApp());
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-channels-'));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const admin = (...argv: string[]) => runAdminIn(env, argv);
  const file = (name: string, body: unknown) => {
    const target = path.join(dir, name);
    fs.writeFileSync(target, JSON.stringify(body));
    return target;
  };

  it('opens a new merchant’s bank channel from a file, lists it, and switches it off', async () => {
    const { db } = await sharedDatabase();
    const merchant = await insertDemoCopy(db, 'CLI');
    const m = ['--merchant', merchant.code];
    const row = await insertTestMember(db, { prefix: 'clich', merchantCode: merchant.code });
    const headers = authHeaders(await tokenFor(db, row), merchant.code);
    const offered = async () =>
      valueOf(await app.inject({ url: DEPOSIT_PATHS.channels, headers }), DepositChannels).channels;

    expect((await admin('channels', 'list', ...m)).out).toBe(
      'No deposit channels: members cannot deposit.',
    );
    const bank = file('bank.json', {
      kind: 'bank',
      names: { TY: 'Bank transfer', EN: 'Bank transfer' },
      minAmount: 50_000,
      maxAmount: 5_000_000,
      feeMode: 'fixed',
      feeValue: 1_500,
      payee: { provider: 'BPI', accountName: 'Perlas Play', accountNumber: '1234 5678' },
      enabled: true,
      sortOrder: 1,
    });
    const saved = await admin('channels', 'set', 'BANK', '--file', bank, ...m);
    expect(saved).toMatchObject({ code: 0, err: '' });
    expect(saved.out).toMatch(/Saved channel BANK\./);
    expect(saved.out).toMatch(
      /BANK +bank +on +500\.00 to 50,000\.00 +fee 15\.00 +Bank transfer +→ BPI 1234 5678/,
    );
    expect((await offered()).map((channel) => channel.code)).toEqual(['BANK']);

    expect((await admin('channels', 'off', 'BANK', ...m)).out).toBe('Channel BANK is now OFF.');
    expect(await offered()).toEqual([]);
    expect((await admin('channels', 'list', ...m)).out).toMatch(/BANK +bank +off/);

    const missing = await admin('channels', 'on', 'MAYA', ...m);
    expect(missing).toMatchObject({ code: 1, err: 'There is no deposit channel MAYA.' });
    // The server's refusal, with its field: a bank channel needs a payee.
    const bad = await admin(
      'channels',
      'set',
      'BANK2',
      '--file',
      file('bad.json', {
        kind: 'bank',
        names: { TY: 'Bangko', EN: 'Bank' },
        minAmount: 50_000,
        maxAmount: 5_000_000,
        feeMode: 'none',
        feeValue: 0,
        payee: null,
        enabled: true,
        sortOrder: 2,
      }),
      ...m,
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/payee/);
    expect(await offered()).toEqual([]);
  });
});

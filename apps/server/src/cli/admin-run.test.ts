import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConsolidatedSettings, HelpCenter, Inbox, SystemStatus } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import type { App } from '../app.js';
import { authHeaders, createAccount, signIn } from '../../test/accounts.js';
import { feedback, feedbackImages } from '../db/schema/index.js';
import { valueOf } from '../../test/http.js';
import { insertTestMember } from '../../test/ledger-fixtures.js';
import { operatorSwitches } from '../../test/operator.js';
import { freePort } from '../../test/ports.js';
import { BOOTSTRAP_TOKEN, OPERATOR_TOKEN, sharedDatabase } from '../../test/test-app.js';

const admin = (argv: string[], env: NodeJS.ProcessEnv) => runAdminIn(env, argv);

describe('admin CLI against a running server', () => {
  let app: App;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  beforeAll(async () => {
    ({ app, env } = await listeningApp());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  });
  afterEach(async () => {
    // The CLI switched things through the API; put them back the same way.
    const switches = operatorSwitches(app);
    await switches.maintenance(false);
    await switches.module('FACEBOOKLOGIN3', false);
    await switches.withdrawal(true);
    await switches.vipBenefitDisplay(true);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const maintenance = async () =>
    valueOf(await app.inject({ url: '/wps/system/status' }), SystemStatus).maintenance;

  it('switches maintenance on and off', async () => {
    const on = await admin(['maintenance', 'on'], env);
    expect(on).toMatchObject({ code: 0, err: '' });
    expect(on.out).toMatch(/Maintenance is now ON[\s\S]*maintenance {9}on/);
    expect(await maintenance()).toBe(true);

    expect((await admin(['maintenance', 'off'], env)).code).toBe(0);
    expect(await maintenance()).toBe(false);
  });

  it('closes withdrawals and hides VIP benefits, as the site then says to every phone', async () => {
    const settings = async () =>
      valueOf(await app.inject({ url: '/wps/system/settings/consolidated' }), ConsolidatedSettings);
    const closed = await admin(['withdrawal', 'off'], env);
    expect(closed).toMatchObject({ code: 0, err: '' });
    expect(closed.out).toMatch(/Withdrawals are now OFF[\s\S]*withdrawals {9}off/);
    const hidden = await admin(['vip-display', 'off'], env);
    expect(hidden.out).toMatch(/VIP benefits are now hidden[\s\S]*VIP benefits shown {2}off/);
    expect(await settings()).toMatchObject({ withdrawalEnabled: false, vipBenefitDisplay: false });

    expect((await admin(['withdrawal', 'on'], env)).code).toBe(0);
    expect((await admin(['vip-display', 'on'], env)).code).toBe(0);
    expect(await settings()).toMatchObject({ withdrawalEnabled: true, vipBenefitDisplay: true });
  });

  it('prints the status and the flag tree, indented, with on/off', async () => {
    const status = await admin(['status'], env);
    expect(status.out).toMatch(/Merchant DEMO at http:\/\/127\.0\.0\.1:\d+/);
    expect(status.out).toMatch(/modules off +FACEBOOKLOGIN3, GOOGLELOGIN3/);
    expect(status.out).toMatch(
      /jackpot +1,200,000,000 to 1,300,000,000, \+10,000 to 50,000 every 3\/4\/5 s \(default\)/,
    );

    expect((await admin(['flag', 'FACEBOOKLOGIN3', 'on'], env)).code).toBe(0);
    const flags = await admin(['flags', '--merchant', 'DEMO'], env);
    expect(flags.out).toMatch(/^ {2}LOGIN_GRP +on$/m);
    expect(flags.out).toMatch(/^ {4}FACEBOOKLOGIN3 +on$/m);
    expect(flags.out).toMatch(/^ {4}GOOGLELOGIN3 +off$/m);
  });

  it("sets the jackpot counter and resets it; a bad range is the server's clear error", async () => {
    const set = await admin(['jackpot', 'set', '5000000', '6000000', '100', '900', '2'], env);
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/jackpot +5,000,000 to 6,000,000, \+100 to 900 every 2 s$/m);
    const bad = await admin(['jackpot', 'set', '9', '1', '1', '1', '3'], env);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.err).toMatch(/The field max is not valid \(request.invalid, field max\)/);
    const reset = await admin(['jackpot', 'reset'], env);
    expect(reset.out).toMatch(/every 3\/4\/5 s \(default\)/);
  });

  it("lists members' feedback, newest first, with its images", async () => {
    const { db } = await sharedDatabase();
    const member = await insertTestMember(db, { prefix: 'cli' });
    const [row] = await db
      .insert(feedback)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        content: 'Ang ganda ng bagong lobby!\nPero mabagal ang load.',
        language: 'TY',
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('feedback not inserted');
    const bytes = Buffer.alloc(3000);
    const image = { feedbackId: row.id, byteSize: bytes.length, sha256: 'x', bytes };
    await db.insert(feedbackImages).values({ ...image, n: 1, mimeType: 'image/png' });

    const result = await admin(['feedback'], env);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Feedback of DEMO, page 1 of \d+ \(\d+ in all\), newest first:/);
    expect(result.out).toContain(`[${row.id}] `);
    expect(result.out).toMatch(new RegExp(`${member.account} \\(TY\\) {2}images: #1 png 3 kB`));
    expect(result.out).toContain('    Ang ganda ng bagong lobby!\n    Pero mabagal ang load.');
    expect((await admin(['feedback', '0'], env)).code).toBe(2);
  });

  it('reads the token the server wrote to DATA_DIR when OPERATOR_TOKEN is unset', async () => {
    fs.writeFileSync(path.join(dataDir, 'operator-token'), `${OPERATOR_TOKEN}\n`);
    const result = await admin(['status'], { ADMIN_URL: env.ADMIN_URL, DATA_DIR: dataDir });
    expect(result.code).toBe(0);
  });

  it('reads the demo owner’s key from DATA_DIR before the setup token', async () => {
    const keyed = path.join(dataDir, 'keyed');
    fs.mkdirSync(keyed);
    fs.writeFileSync(path.join(keyed, 'operator-token'), 'a-setup-token-the-server-refuses\n');
    const refused = await admin(['status'], { ADMIN_URL: env.ADMIN_URL, DATA_DIR: keyed });
    expect(refused.code).toBe(1);
    fs.writeFileSync(path.join(keyed, 'operator-key'), `${OPERATOR_TOKEN}\n`);
    const result = await admin(['status'], { ADMIN_URL: env.ADMIN_URL, DATA_DIR: keyed });
    expect(result.code).toBe(0);
  });

  it('says so when there is no token at all', async () => {
    const empty = path.join(dataDir, 'empty');
    const result = await admin(['status'], { ADMIN_URL: env.ADMIN_URL, DATA_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `neither ${empty}/operator-key nor ${empty}/operator-token exists`,
    );
  });

  it('says the key is wrong when the server answers 403', async () => {
    const result = await admin(['status'], { ...env, OPERATOR_API_KEY: 'opk_some-other-key' });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/refused this \(403\).*or the key or token is not this server's/);
  });

  it('says the setup token is closed once an owner exists, and what to use instead', async () => {
    const withToken = { ...env, OPERATOR_API_KEY: '', OPERATOR_TOKEN: BOOTSTRAP_TOKEN };
    const result = await admin(['status'], withToken);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no longer takes the setup token: an owner account exists');
    expect(result.err).toContain('set OPERATOR_API_KEY');
    expect((await admin(['status'], { ...env, OPERATOR_API_KEY: 'nope' })).err).toContain(
      'OPERATOR_API_KEY: must be an operator API key (opk_…)',
    );
  });

  it('passes on what the server says about an unknown merchant or module', async () => {
    const merchant = await admin(['status', '--merchant', 'NOPE'], env);
    expect(merchant).toMatchObject({
      code: 1,
      err: 'Unknown merchant code (merchant.not.found, field merchantCode)',
    });
    const module = await admin(['flag', 'NOSUCH', 'on'], env);
    expect(module).toMatchObject({
      code: 1,
      err: 'Unknown white-label module (module.not.found, field modId)',
    });
  });

  it('says no server is running, with the URL, when the connection is refused', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const result = await admin(['status', '--url', url], env);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`No server is running at ${url} (connection refused)`);
  });

  it('prints the usage and exits 2 on an unknown command', async () => {
    const result = await admin(['reboot'], env);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/Unknown command: reboot[\s\S]*Usage: npm run admin/);
  });

  it('finds the server at http://127.0.0.1:$PORT without ADMIN_URL', async () => {
    const port = new URL(String(env.ADMIN_URL)).port;
    const result = await admin(['status'], { PORT: port, OPERATOR_TOKEN });
    expect(result.out).toContain(`Merchant DEMO at http://127.0.0.1:${port}`);
  });

  it('goes to the address the server wrote in DATA_DIR; says where it looked when none answers', async () => {
    const file = path.join(dataDir, 'server-url');
    const live = new URL(String(env.ADMIN_URL)).origin;
    fs.writeFileSync(file, `${live}\n`);
    const found = await admin(['status'], { DATA_DIR: dataDir, OPERATOR_TOKEN });
    expect(found.out).toContain(`Merchant DEMO at ${live}`);

    const gone = `http://127.0.0.1:${await freePort()}`;
    fs.writeFileSync(file, `${gone}\n`);
    const refused = await admin(['status'], { DATA_DIR: dataDir, OPERATOR_TOKEN });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`No server is running at ${gone} (connection refused)`);
    expect(refused.err).toContain(`from ${file}, which the server writes when it starts`);
    expect(refused.err).toContain('looks at --url, then ADMIN_URL, then PORT, then');
    // An explicit PORT still wins over the file.
    const port = new URL(live).port;
    const explicit = await admin(['status'], { DATA_DIR: dataDir, PORT: port, OPERATOR_TOKEN });
    expect(explicit.out).toContain(`Merchant DEMO at http://127.0.0.1:${port}`);
    fs.rmSync(file);
  });

  it('names a bad PORT in the environment', async () => {
    const result = await admin(['status'], { PORT: 'abc', OPERATOR_TOKEN });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/PORT: must be a whole number/);
  });

  describe('content and inbox', () => {
    const helpTitles = async () =>
      valueOf(
        await app.inject({ url: '/wps/system/helpCenter?lang=EN', headers: { merchant: 'DEMO' } }),
        HelpCenter,
      ).map((entry) => entry.title);

    it('adds a help entry from a JSON file, moves it first, lists it and removes it', async () => {
      const file = path.join(dataDir, 'help.json');
      const entry = {
        language: 'EN',
        title: 'Cash-out limits',
        content: '<p>Up to ₱50,000 a day.</p>',
      };
      fs.writeFileSync(file, JSON.stringify({ ...entry, sortOrder: 900 }));
      const added = await admin(['content', 'add', 'help', '--file', file], env);
      expect(added).toMatchObject({ code: 0, err: '' });
      const id = Number(/#(\d+)/.exec(added.out)?.[1]);
      expect((await helpTitles()).at(-1)).toBe('Cash-out limits');

      expect((await admin(['content', 'order', 'help', String(id), '0'], env)).code).toBe(0);
      expect((await helpTitles())[0]).toBe('Cash-out limits');
      const list = await admin(['content', 'list', 'help'], env);
      expect(list.out).toMatch(new RegExp(`#${id} +0 +\\[EN\\] Cash-out limits`));

      expect((await admin(['content', 'remove', 'help', String(id)], env)).code).toBe(0);
      expect(await helpTitles()).not.toContain('Cash-out limits');
    });

    it('names the field the server refuses in a content file, and a file that is not JSON', async () => {
      const file = path.join(dataDir, 'bad-help.json');
      fs.writeFileSync(file, JSON.stringify({ language: 'EN', title: '', content: '<p>x</p>' }));
      const refused = await admin(['content', 'add', 'help', '--file', file], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/field title/);
      fs.writeFileSync(file, '{ not json');
      expect((await admin(['content', 'add', 'help', '--file', file], env)).err).toBe(
        `${file} is not valid JSON.`,
      );
    });

    it('sends a member a message they find in their inbox, lists it and recalls it', async () => {
      const member = await createAccount();
      const headers = authHeaders((await signIn(app, member)).token);
      const sent = await admin(
        [
          'inbox',
          'send',
          '--to',
          member.account,
          '--title',
          'Bonus credited',
          '--content',
          '<p>Enjoy</p>',
          '--lang',
          'EN',
          '--sender',
          'Cashier',
        ],
        env,
      );
      expect(sent).toMatchObject({ code: 0, err: '' });
      expect(sent.out).toMatch(new RegExp(`Sent message #\\d+ to ${member.account}`));
      const inbox = valueOf(await app.inject({ url: '/wps/relay/CSP_getInbox', headers }), Inbox);
      expect(inbox.list[0]).toMatchObject({
        title: 'Bonus credited',
        sender: 'Cashier',
        read: false,
      });

      expect((await admin(['inbox', 'list'], env)).out).toMatch(
        new RegExp(`to ${member.account} +read 0 +Bonus credited`),
      );
      const id = String(inbox.list[0]?.id);
      expect((await admin(['inbox', 'recall', id], env)).code).toBe(0);
      const after = valueOf(await app.inject({ url: '/wps/relay/CSP_getInbox', headers }), Inbox);
      expect(after.total).toBe(0);
    });

    it('passes on an unknown account', async () => {
      const result = await admin(
        ['inbox', 'send', '--to', 'nobody-at-all', '--title', 'x', '--content', 'y'],
        env,
      );
      expect(result).toMatchObject({ code: 1 });
      expect(result.err).toMatch(/member\.not\.found, field account/);
    });
  });
});

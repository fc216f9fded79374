import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PROMOTION_PATHS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import type { App } from '../app.js';
import { approvedDeposit } from '../../test/deposits.js';
import { bonusOf } from '../../test/bonus.js';
import { balanceOf, player } from '../../test/inhouse.js';
import { parseAdminArgs } from './admin-args.js';

const command = (...argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  return parsed.ok ? parsed.args.command : parsed.error;
};

describe('admin CLI: promotions', () => {
  it('reads the promotions commands', () => {
    expect(command('promotions', 'list')).toEqual({ kind: 'promotions-list' });
    expect(command('promotions', 'add', '--file', 'p.json')).toEqual({
      kind: 'promotions-add',
      file: 'p.json',
    });
    expect(command('promotions', 'off', '4')).toEqual({
      kind: 'promotions-switch',
      id: 4,
      enabled: false,
    });
    expect(command('promotions', 'claims')).toEqual({ kind: 'promotions-claims' });
    expect(command('promotions', 'approve', '9')).toEqual({ kind: 'promotions-approve', id: 9 });
    expect(command('promotions', 'reject', '9', '--reason', ' Duplicate ')).toEqual({
      kind: 'promotions-reject',
      id: 9,
      reason: 'Duplicate',
    });
  });

  it.each([
    [['promotions'], /Wrong arguments for promotions$/],
    [['promotions', 'add'], /promotions add needs --file/],
    [['promotions', 'on', 'x'], /Wrong arguments for promotions on/],
    [['promotions', 'reject', '3'], /needs --reason/],
  ])('refuses %j', (argv, error) => {
    expect(command(...argv)).toMatch(error);
  });

  describe('against a running server', () => {
    let app: App;
    let env: NodeJS.ProcessEnv;
    let dir: string;
    beforeAll(async () => {
      ({ app, env } = await listeningApp());
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-promotions-'));
    });
    afterAll(async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const admin = (...argv: string[]) => runAdminIn(env, argv);
    type Who = Awaited<ReturnType<typeof player>>;
    const act = (who: Who, action: 'join' | 'claim', id: number, comment?: string) =>
      app.inject({
        method: 'POST',
        url: PROMOTION_PATHS[action],
        headers: who.headers,
        payload: { id, comment },
      });
    it('adds a promotion from a file, pays one claim, refuses another, and switches it off', async () => {
      const code = `CLI_${randomBytes(4).toString('hex').toUpperCase()}`;
      const file = path.join(dir, 'promotion.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          code,
          kind: 'FIRST_DEPOSIT',
          titles: { TY: 'Dobleng deposito', EN: 'Double deposit' },
          bodies: { TY: '<p>TY</p>', EN: '<p>EN</p>' },
          startAt: Date.now() - 60_000,
          percentBp: 10_000,
          cap: 100_000,
          needsApproval: true,
        }),
      );
      const added = await admin('promotions', 'add', '--file', file);
      expect(added).toMatchObject({ code: 0, err: '' });
      const id = Number(/#(\d+)/.exec(added.out)?.[1]);
      expect(added.out).toBe(`Created promotion #${id} ${code}.`);
      expect((await admin('promotions', 'list')).out).toMatch(
        new RegExp(`#${id} +${code} +FIRST_DEPOSIT +on .* no end +Double deposit`),
      );

      const [payee, refused] = [await player(0n), await player(0n)];
      for (const who of [payee, refused]) {
        expect((await act(who, 'join', id)).statusCode).toBe(200);
        await approvedDeposit(app, who, 10_000);
        const note = who === payee ? 'GCash ref 12345\nsalamat po' : undefined;
        expect((await act(who, 'claim', id, note)).statusCode).toBe(200);
      }
      const claims = (await admin('promotions', 'claims')).out;
      expect(claims).toMatch(
        new RegExp(`${code} +${payee.id} +100\\.00\n +> GCash ref 12345\n +> salamat po`),
      );
      const claimOf = (who: Who) =>
        new RegExp(`#(\\d+) +\\S+ \\S+ +${code} +${who.id} +100\\.00`).exec(claims)?.[1];
      const [payeeClaim, refusedClaim] = [claimOf(payee), claimOf(refused)];
      expect(payeeClaim && refusedClaim).toBeTruthy();

      expect((await admin('promotions', 'approve', payeeClaim ?? '')).out).toBe(
        `Claim #${payeeClaim} (${code}) is paid: 100.00.`,
      );
      // The bonus is paid into the bonus account with its wagering (wallet/bonus-wallet.ts).
      expect(await balanceOf(payee)).toBe(10_000n);
      expect(await bonusOf(payee)).toBe(10_000n);
      const again = await admin('promotions', 'approve', payeeClaim ?? '');
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/promotion\.application\.decided/);
      expect(
        (await admin('promotions', 'reject', refusedClaim ?? '', '--reason', 'Duplicate')).out,
      ).toBe(`Claim #${refusedClaim} (${code}) is rejected.`);
      expect(await balanceOf(refused)).toBe(10_000n);
      expect((await admin('promotions', 'claims')).out).not.toContain(code);

      expect((await admin('promotions', 'off', String(id))).out).toBe(
        `Promotion #${id} ${code} is now OFF.`,
      );
      expect((await admin('promotions', 'list')).out).toMatch(
        new RegExp(`#${id} +${code} +\\S+ +off`),
      );
    });
  });
});

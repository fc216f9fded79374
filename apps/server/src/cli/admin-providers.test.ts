import type { ProviderReconciliation } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { providersCommand, runProvidersCommand } from './admin-providers.js';

const NOON_MANILA = Date.parse('2026-11-29T04:00:00Z');

describe('admin providers', () => {
  it('reconciles yesterday by default, or the day given', () => {
    expect(providersCommand(['reconcile', 'PERLAS_PLAY'], undefined, () => NOON_MANILA)).toEqual({
      kind: 'providers-reconcile',
      provider: 'PERLAS_PLAY',
      day: '2026-11-28',
    });
    expect(providersCommand(['reconcile', 'PERLAS_PLAY', '2026-11-01'], undefined)).toMatchObject({
      day: '2026-11-01',
    });
    expect(providersCommand(['reconcile'], undefined)).toMatch(/takes a provider code/);
    expect(providersCommand(['reconcile', 'P', '29/11'], undefined)).toMatch(/YYYY-MM-DD/);
  });

  it('prints both sides of each figure, and the rounds left open', async () => {
    const report: ProviderReconciliation = {
      provider: 'PERLAS_PLAY',
      day: '2026-11-28',
      rounds: { opened: 3, settled: 2, open: 1, mismatched: 0 },
      bets: { calls: 3, provider: 2_100, ledger: 2_100 },
      wins: { calls: 2, provider: 2_000, ledger: 1_900 },
      refunds: { calls: 0, provider: 0, ledger: 0 },
      balanced: false,
      stale: [{ roundId: 'r-9', account: 'demo', stake: 400, createdAt: NOON_MANILA }],
    };
    const paths: string[] = [];
    const text = await runProvidersCommand(
      { kind: 'providers-reconcile', provider: 'PERLAS_PLAY', day: '2026-11-28' },
      async (schema, path) => {
        paths.push(path);
        return schema.parse(report);
      },
    );
    expect(paths).toEqual(['/operator/providers/PERLAS_PLAY/reconciliation?day=2026-11-28']);
    expect(text).toContain('PERLAS_PLAY on 2026-11-28 (Manila): NOT BALANCED');
    expect(text).toMatch(/bets\s+3\s+21\.00\s+21\.00 {2}ok/);
    expect(text).toMatch(/wins\s+2\s+20\.00\s+19\.00 {2}DIFFERS/);
    expect(text).toContain('1 open');
    expect(text).toMatch(/demo\s+4\.00 {2}r-9/);
  });

  it('lists, sets, links and unlinks providers through the operator API', async () => {
    expect(providersCommand(['list'], undefined)).toEqual({ kind: 'providers-list' });
    expect(providersCommand(['set', 'ACME'], undefined)).toMatch(/--file/);
    expect(providersCommand(['set', 'ACME'], 'acme.json')).toEqual({
      kind: 'providers-set',
      provider: 'ACME',
      file: 'acme.json',
    });
    expect(providersCommand(['link', 'SPX', 'ACME'], undefined)).toEqual({
      kind: 'providers-link',
      vendor: 'SPX',
      provider: 'ACME',
    });
    expect(providersCommand(['unlink', 'SPX'], undefined)).toMatchObject({ provider: null });
    const acme = {
      code: 'ACME',
      name: 'Acme Games',
      launchUrl: 'https://acme.test/open?t={token}',
      allowsTrial: false,
      enabled: true,
      vendors: ['SPX'],
    };
    const sent: unknown[] = [];
    const call: Parameters<typeof runProvidersCommand>[1] = async (schema, path, method, body) => {
      sent.push([method ?? 'GET', path, body]);
      return schema.parse(path.endsWith('/ACME') ? acme : [acme]);
    };
    expect(await runProvidersCommand({ kind: 'providers-list' }, call)).toContain(
      'ACME  Acme Games  ON  play money no\n  launch: https://acme.test/open?t={token}\n  vendors: SPX',
    );
    await runProvidersCommand({ kind: 'providers-set', provider: 'ACME', file: 'f' }, call, () => ({
      name: 'Acme Games',
    }));
    await runProvidersCommand({ kind: 'providers-link', vendor: 'SPX', provider: null }, call);
    expect(sent).toEqual([
      ['GET', '/operator/providers', undefined],
      ['PUT', '/operator/providers/ACME', { name: 'Acme Games' }],
      ['DELETE', '/operator/providers/vendors/SPX', undefined],
    ]);
  });
});

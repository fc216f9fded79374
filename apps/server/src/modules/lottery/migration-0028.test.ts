import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const migration = (name: string) =>
  fs
    .readFileSync(
      fileURLToPath(new URL(`../../db/migrations/${name}.sql`, import.meta.url)),
      'utf8',
    )
    .split('--> statement-breakpoint');

describe('migration 0028: unrevealed seeds leave the plain text', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('moves the plain seeds of undrawn draws aside (sealed by the server on start), keeps revealed ones, and refuses a plain unrevealed seed after', async () => {
    // lottery_draws as 0010 made it (its first statement), with one draw of each state.
    const [createDraws = ''] = migration('0010_lottery');
    await db.exec(createDraws);
    const insert = (numero: string, status: string, seed: string, winning: string | null) =>
      db.query(
        `INSERT INTO lottery_draws (merchant_id, game_id, numero, open_at, lock_at, draw_at, seed, seed_hash, status, winning_number)
         VALUES (1, 1, $1, now(), now() + interval '1 minute', now() + interval '2 minutes', $2, 'h', $3, $4)`,
        [numero, seed, status, winning],
      );
    await insert('A', 'selling', 'seed-a', null);
    await insert('B', 'drawn', 'seed-b', '12345~15');
    await insert('C', 'void', 'seed-c', null);
    await insert('D', 'scheduled', 'seed-d', null);
    for (const statement of migration('0028_lottery_sealed_seeds')) await db.exec(statement);

    const rows = await db.query<{
      numero: string;
      seed: string | null;
      seed_legacy: string | null;
    }>('SELECT numero, seed, seed_legacy FROM lottery_draws ORDER BY numero');
    expect(rows.rows).toEqual([
      { numero: 'A', seed: null, seed_legacy: 'seed-a' },
      { numero: 'B', seed: 'seed-b', seed_legacy: null },
      { numero: 'C', seed: 'seed-c', seed_legacy: null },
      { numero: 'D', seed: null, seed_legacy: 'seed-d' },
    ]);
    await expect(insert('E', 'selling', 'seed-e', null)).rejects.toThrow(
      /lottery_draws_seed_hidden/,
    );
    await expect(
      db.query(`UPDATE lottery_draws SET seed_legacy = NULL WHERE numero = 'A'`),
    ).rejects.toThrow(/lottery_draws_seed_kept/);
    // A fresh PGlite of its own takes seconds to start; more on a busy machine.
  }, 60_000);
});

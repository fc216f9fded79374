import { randomBytes } from 'node:crypto';
import { betsDigestOf, sha256Hex, winningNumberOf } from '@app/contracts';
import type { Db } from '@/db/client.js';
import {
  createDrawsRepository,
  type DueDraw,
  type GameRow,
  type HiddenSeed,
  type NewDraw,
} from './draws.repository.js';
import { isValidSchedule, slotsAfter } from './schedule.js';
import { sealContext, type SeedBox } from './seed-box.js';
import { createSettlement } from './settlement.js';
import { inSpan } from '@/lib/tracing.js';

/** Draws kept created ahead of each game, with their seeds' hashes published. */
export const DRAWS_AHEAD = 3;
const BATCH = 100;

export type TickReport = {
  created: number;
  opened: number;
  locked: number;
  drawn: number;
  voided: number;
  settled: number;
};

/** A tick that found nothing to do. */
export const NO_WORK: Readonly<TickReport> = {
  created: 0,
  opened: 0,
  locked: 0,
  drawn: 0,
  voided: 0,
  settled: 0,
};

export type EngineOptions = {
  db: Db;
  /** The engine's clock (epoch ms); tests pass a fake one. */
  now: () => number;
  /** Told which merchants' draws changed (created, opened, locked, drawn or voided). */
  onChange: (merchantIds: number[]) => Promise<void>;
  /** Only these merchants' games (a test's own merchant); every merchant's by default. */
  merchantIds?: readonly number[];
  /** Seals each new draw's seed until its draw (the key is outside the database). */
  seeds: SeedBox;
};

/** A fresh draw's seed (256 bits from the CSPRNG) and the hash published with it. */
export function newDrawSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: sha256Hex(seed) };
}

/**
 * The game's next DRAWS_AHEAD slots after `now` that are not created yet. A row whose schedule
 * the engine cannot keep (an interval that does not divide the day, a time that is none) gets none.
 */
function missingDraws(game: GameRow, now: number, latest: number, seeds: SeedBox): NewDraw[] {
  if (!isValidSchedule(game.schedule)) return [];
  const slots = slotsAfter(
    { schedule: game.schedule, saleSeconds: game.saleSeconds, lockSeconds: game.lockSeconds },
    now,
    DRAWS_AHEAD,
  );
  return slots
    .filter((slot) => slot.drawAt > latest)
    .map((slot) => {
      const { seed, seedHash } = newDrawSeed();
      return {
        merchantId: game.merchantId,
        gameId: game.id,
        numero: slot.numero,
        openAt: new Date(slot.openAt),
        lockAt: new Date(slot.lockAt),
        drawAt: new Date(slot.drawAt),
        seedSealed: seeds.seal(seed, sealContext(game.id, slot.numero)),
        seedHash,
      };
    });
}

/**
 * The draw engine: one tick creates draws ahead, opens and closes sales, draws what is due and
 * settles. Every step is a conditional update or an insert a unique constraint guards, so two
 * engines ticking at once (a leader that lost its lock without noticing yet) waste work but never
 * draw, pay or refund twice. Draw slots that fell wholly into a downtime are never created; a
 * created draw found past its draw time (the engine was stopped) is drawn late from its
 * commitment, however late, never voided: a stop cannot cancel a draw (README "Draws after
 * downtime"). `voided` stays in the report for draws voided before this rule.
 */
export function createDrawEngine(options: EngineOptions) {
  const { db, now, merchantIds: scope, seeds } = options;
  const draws = createDrawsRepository(db);
  const settlement = createSettlement({ db, now });
  let legacySealed = false;

  function seedOf(row: HiddenSeed): string {
    if (row.seedSealed) return seeds.open(row.seedSealed, sealContext(row.gameId, row.numero));
    if (row.seedLegacy) return row.seedLegacy;
    throw new Error(`lottery: draw ${row.id} has no seed`);
  }

  /**
   * Draws one due draw in a transaction: its row lock waits for bets being placed, the bets are
   * read and digested, and the result mixes the revealed seed with that digest.
   */
  const drawOne = (draw: DueDraw, at: Date): Promise<boolean> =>
    db.transaction(async (tx) => {
      const repo = createDrawsRepository(tx);
      const row = await repo.lockUndrawn(draw.id);
      if (!row) return false;
      const seed = seedOf(row);
      const betsDigest = betsDigestOf(await repo.sealedBets(draw.id));
      const winningNumber = winningNumberOf(
        seed,
        draw.gameCode,
        draw.numero,
        draw.numberFormat,
        betsDigest,
      );
      return repo.markDrawn(draw.id, { winningNumber, seed, betsDigest }, at);
    });

  async function drawDue(at: Date, report: TickReport, changed: Set<number>): Promise<void> {
    for (;;) {
      const due: DueDraw[] = await draws.dueDraws(at, BATCH, scope);
      for (const draw of due) {
        const attributes = { 'lottery.game': draw.gameCode, 'lottery.numero': draw.numero };
        if (await inSpan('lottery.draw', attributes, () => drawOne(draw, at))) report.drawn += 1;
        changed.add(draw.merchantId);
      }
      if (due.length < BATCH) return;
    }
  }

  /**
   * Seals the plain seeds migration 0028 kept aside (seed_legacy): SQL has no key, so the server
   * does it, once per engine (and when the lottery starts). Safe to run on many instances at once.
   */
  async function sealLegacySeeds(): Promise<number> {
    let sealed = 0;
    for (const row of await draws.legacySeeds(scope)) {
      if (!row.seedLegacy) continue;
      const box = seeds.seal(row.seedLegacy, sealContext(row.gameId, row.numero));
      if (await draws.sealLegacy(row.id, box)) sealed += 1;
    }
    legacySealed = true;
    return sealed;
  }

  async function createAhead(time: number, report: TickReport, changed: Set<number>) {
    const games = await draws.enabledGames(scope);
    const latest = await draws.latestDrawTimes(games.map((game) => game.id));
    const rows = games.flatMap((game) => missingDraws(game, time, latest.get(game.id) ?? 0, seeds));
    const created = await draws.insertDraws(rows);
    report.created += created.length;
    for (const merchantId of created) changed.add(merchantId);
  }

  return {
    sealLegacySeeds,

    async tick(): Promise<TickReport> {
      if (!legacySealed) await sealLegacySeeds();
      const time = now();
      const at = new Date(time);
      const report: TickReport = { ...NO_WORK };
      const changed = new Set<number>();
      // Due draws first, each judged by its own lateness; then the next ones exist and sell.
      await drawDue(at, report, changed);
      await createAhead(time, report, changed);
      const opened = await draws.openSales(at, scope);
      const locked = await draws.lockSales(at, scope);
      report.opened = opened.length;
      report.locked = locked.length;
      for (const merchantId of [...opened, ...locked]) changed.add(merchantId);
      if (changed.size > 0) await options.onChange([...changed]);
      for (const draw of await draws.unsettled(BATCH, scope)) {
        report.settled += await settlement.settleDraw(draw);
      }
      return report;
    },
  };
}

export type DrawEngine = ReturnType<typeof createDrawEngine>;

import type { Rng } from '../engines/engine.js';
import { createArenaTable, type ArenaTable } from './arena.js';
import type { ArenaKind } from './arena-kinds.js';
import type { Settlement } from './settlement.js';
import type { WalletClient } from './wallet-client.js';

/** A table no one has looked at for this long, with no bets on its round, is closed. */
const IDLE_MS = 10 * 60_000;
const TICK_MS = 500;

/**
 * The provider's shared-round tables, one per game (each lobby tile its own arena), opened when a
 * player first looks and ticked on a clock so rounds are drawn and paid without anyone polling.
 */
export function createArenas(deps: { wallet: WalletClient; settlement: Settlement; rng: Rng }) {
  const tables = new Map<string, { table: ArenaTable; seen: number }>();
  const timer = setInterval(() => {
    const idle = Date.now() - IDLE_MS;
    for (const [key, entry] of tables) {
      entry.table.tick();
      if (entry.seen < idle && !entry.table.busy) tables.delete(key);
    }
  }, TICK_MS);
  timer.unref();

  return {
    table(kind: ArenaKind, gameId: string): ArenaTable {
      const key = `${kind.engine}:${gameId}`;
      let entry = tables.get(key);
      if (!entry) {
        entry = { table: createArenaTable({ kind, ...deps }), seen: Date.now() };
        tables.set(key, entry);
      }
      entry.seen = Date.now();
      return entry.table;
    },
    close: () => clearInterval(timer),
  };
}

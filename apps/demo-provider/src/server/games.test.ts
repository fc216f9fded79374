import { describe, expect, it } from 'vitest';
import { seededRng } from '../engines/rng.js';
import { CLASSIC3_VARIANTS, classic3Payer } from '../engines/slots/classic3.js';
import { LINES5_VARIANTS } from '../engines/slots/lines5.js';
import { gameOf, type Game } from './games.js';

const ids = Array.from({ length: 300 }, (_, n) => `slot-${n}`);
const instant = (game: Game) => {
  if (game.kind !== 'instant') throw new Error(`${game.info.engine} is not an instant game`);
  return game;
};

describe('the catalogue’s games, each its own', () => {
  it('deals each slot one engine and one of its paytables, the same on every call', () => {
    const dealt = ids.map((id) => gameOf('SLOTS', id, `Game ${id}`));
    for (const [index, id] of ids.entries()) {
      expect(gameOf('SLOTS', id, `Game ${id}`).info).toEqual(dealt[index]?.info);
    }
    const seen = new Set(dealt.map(({ info }) => `${info.engine}/${info.variant?.id ?? '-'}`));
    expect([...seen].sort()).toEqual([
      'cascade/gems',
      'cascade/rain',
      'classic3/fruits',
      'classic3/hot7',
      'lines5/fiesta',
      'lines5/jackpot',
    ]);
  });

  it('publishes the paytable and RTP of its own variant, and pays by them', () => {
    for (const variant of [...CLASSIC3_VARIANTS, ...LINES5_VARIANTS]) {
      const game = ids
        .map((id) => gameOf('SLOTS', id))
        .find(({ info }) => info.variant?.id === variant.id);
      expect(game?.info.rtp).toBe(variant.rtp);
      expect(game?.info.variant?.names).toEqual(variant.names);
    }
    const hot7 = ids
      .map((id) => instant(gameOf('SLOTS', id)))
      .find(({ info }) => info.variant?.id === 'hot7');
    expect(hot7?.info.paytable).toBe(CLASSIC3_VARIANTS[1]?.paytable);
    const linePay = classic3Payer(CLASSIC3_VARIANTS[1]?.paytable ?? []);
    const rng = seededRng(9);
    for (let round = 0; round < 500; round++) {
      const { outcome, win } = hot7?.engine.play({ stake: 100 }, rng) as {
        outcome: { grid: string[][] };
        win: number;
      };
      const line = outcome.grid.map((rows) => rows[1]) as Parameters<typeof linePay>[0];
      expect(win).toBe(100 * (linePay(line)?.multiplier ?? 0));
    }
  });

  it('deals the tables their paytables too: two wheels, two dice tables, two baccarat tables', () => {
    const seen = new Set(
      ids.map((id) => {
        const { info } = gameOf('LIVE', id, `Table ${id}`);
        return `${info.engine}/${info.variant?.id ?? '-'}`;
      }),
    );
    expect([...seen].sort()).toEqual([
      'baccarat/no_commission',
      'baccarat/standard',
      'roulette/european',
      'roulette/french',
      'sicbo/classic',
      'sicbo/macau',
    ]);
  });

  it('tints each game its own hue, the same for the same game', () => {
    const hues = ids.map((id) => gameOf('LIVE', id, `Table ${id}`).info.hue);
    expect(hues.every((hue) => Number.isInteger(hue) && hue >= 0 && hue < 360)).toBe(true);
    expect(new Set(hues).size).toBeGreaterThan(150);
    expect(gameOf('LIVE', 'slot-7', 'Table slot-7').info.hue).toBe(hues[7]);
  });

  it('opens the engine a game’s name says, and a lottery game at the quick draw', () => {
    expect(gameOf('CARDS', 'x1', 'Royal Blackjack VIP').info.engine).toBe('blackjack');
    expect(gameOf('SLOTS', 'x2', 'Sabong Fiesta').info.engine).toBe('sabong');
    expect(gameOf('LOTTERY', 'MBAC', 'Miền Bắc Lotto').info.engine).toBe('keno');
  });
});

import { describe, expect, it } from 'vitest';
import { chartLayout, niceCeil, scaleOf } from './chart-layout';

describe('day chart layout', () => {
  it('rounds the scale up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeil(123_456_789)).toBe(200_000_000);
    expect(niceCeil(2_400)).toBe(2_500);
    expect(niceCeil(5)).toBe(5);
    expect(scaleOf([0, 0], false).tickValues).toEqual([0, 50, 100]);
    // Counts keep whole values only.
    expect(scaleOf([3], true).tickValues).toEqual([0, 5]);
    expect(scaleOf([-300, 1_000], false).tickValues).toEqual([-500, 0, 500, 1_000]);
  });

  it('fits 31 days of two series at 320 px, a non-zero day never thinner than 2 px', () => {
    const values = Array.from({ length: 31 }, (_, day) => (day === 4 ? 1 : day * 1_000));
    const layout = chartLayout([values, values], 31, 296, { kind: 'bars', whole: false });
    const last = layout.columns.at(-1);
    expect(last && last.slotX + last.slotWidth).toBeLessThanOrEqual(296);
    expect(layout.columns[4]?.marks[0]?.height).toBe(2);
    expect(layout.columns[0]?.marks[0]?.height).toBe(0);
    // Labels never closer than 28 px, the newest day always labelled.
    const labelled = layout.columns.filter((column) => column.isLabelled);
    expect(labelled.at(-1)?.index).toBe(30);
    const gaps = labelled.slice(1).map((column, at) => column.centerX - labelled[at]!.centerX);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(28);
  });
});

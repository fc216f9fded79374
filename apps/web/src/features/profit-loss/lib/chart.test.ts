import { describe, expect, it } from 'vitest';
import { LABEL_WIDTH, chartLayout, labelStep } from './chart';
import { axisLabels } from './days';

describe('profit-and-loss chart layout', () => {
  it('puts positive bars above the zero line and negative ones below, to scale', () => {
    const { bars, zeroY, plotTop, plotBottom } = chartLayout([300, -100, 0], 320);
    const [up, down, flat] = bars;
    expect(up!.y + up!.height).toBeCloseTo(zeroY);
    expect(up!.y).toBeCloseTo(plotTop);
    expect(down!.y).toBeCloseTo(zeroY);
    expect(down!.y + down!.height).toBeCloseTo(plotBottom);
    expect(up!.height / down!.height).toBeCloseTo(3);
    expect(flat!.height).toBe(0);
  });

  it('keeps a tiny value visible', () => {
    const { bars } = chartLayout([1_000_000, 1], 320);
    expect(bars[1]!.height).toBe(2);
  });

  it('thins the date labels so they never overlap, the newest always labelled', () => {
    for (const width of [308, 358, 398]) {
      const { bars } = chartLayout(new Array<number>(30).fill(5), width);
      const labelled = bars.filter((bar) => bar.isLabelled);
      expect(bars.at(-1)!.isLabelled).toBe(true);
      for (let i = 1; i < labelled.length; i++) {
        expect(labelled[i]!.slotX - labelled[i - 1]!.slotX).toBeGreaterThanOrEqual(LABEL_WIDTH);
      }
    }
    expect(chartLayout(new Array<number>(7).fill(5), 308).bars.every((b) => b.isLabelled)).toBe(
      true,
    );
  });

  it('labels every column when there is room', () => {
    expect(labelStep(50)).toBe(1);
    expect(labelStep(10)).toBe(3);
    expect(labelStep(30)).toBe(1);
  });

  it('names the month where the labels start and where a new one starts', () => {
    const dates = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'];
    const roomy = [0, 50, 100, 150, 200];
    expect(axisLabels(dates, [true, true, true, true, true], roomy, 'EN')).toEqual([
      'Feb 26',
      '27',
      '28',
      'Mar 1',
      '2',
    ]);
    expect(axisLabels(dates, [true, false, true, false, true], roomy, 'TY')).toEqual([
      'Peb 26',
      undefined,
      '28',
      undefined,
      'Mar 2',
    ]);
  });

  it('leaves out a label that would touch the next one, naming the month again', () => {
    // "Oct 30" and "Nov 4" 36 px apart would touch: the older goes.
    const dates = ['2026-10-30', '2026-11-04', '2026-11-09'];
    expect(axisLabels(dates, [true, true, true], [76, 112, 148], 'EN')).toEqual([
      undefined,
      'Nov 4',
      '9',
    ]);
    // Without "Oct 28", "29" becomes the first label and names its month: too wide in turn.
    const close = ['2026-10-28', '2026-10-29', '2026-11-01'];
    expect(axisLabels(close, [true, true, true], [40, 52, 90], 'EN')).toEqual([
      undefined,
      undefined,
      'Nov 1',
    ]);
  });
});

/*
 * The day chart's drawing in CSS pixels of its measured width (text never stretches): columns of
 * days, oldest first, a scale of round values on the left, dates under the axis thinned to fit.
 */

export const CHART_HEIGHT = 172;
const TOP = 12;
const BOTTOM = 22;
const SIDE = 4;
/** Room on the left for the scale's values ("₱12.5K"), right-aligned at its edge. */
export const GUTTER = 44;
/** The least room between two date labels' middles. */
const LABEL_SPACING = 28;
/** Half a date label: no label's middle comes nearer the right edge than this. */
const LABEL_HALF = 14;
const MAX_GROUP = 30;

export type ChartKind = 'bars' | 'lines';

export type ChartColumn = {
  index: number;
  /** The day's column (the tap target), full height. */
  slotX: number;
  slotWidth: number;
  /** The middle of the column: where a line's points stand. */
  centerX: number;
  /** The middle of the date label, kept off the right edge. */
  labelX: number;
  /** One bar per series, side by side (bars), or one point per series (lines). */
  marks: { x: number; y: number; width: number; height: number }[];
  isLabelled: boolean;
};

export type ChartLayout = {
  width: number;
  height: number;
  plotLeft: number;
  plotTop: number;
  plotBottom: number;
  labelY: number;
  zeroY: number;
  /** The scale's lines: a value and its height. */
  ticks: { value: number; y: number }[];
  columns: ChartColumn[];
};

/** The least round value (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceCeil(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/**
 * The scale: 0, half and the top (all round), the bottom too when a value is below zero. `whole`
 * scales (counts) keep only whole values, with a top of at least 2 so the half is one.
 */
export function scaleOf(values: readonly number[], whole: boolean) {
  const least = whole ? 2 : 100;
  const top = Math.max(niceCeil(Math.max(0, ...values)), least);
  const lowest = Math.min(0, ...values);
  const bottom = lowest < 0 ? -niceCeil(-lowest) : 0;
  const raw = [bottom, 0, top / 2, top];
  const tickValues = [...new Set(raw)].filter((value) => !whole || Number.isInteger(value));
  return { top, bottom, tickValues };
}

/**
 * Columns of `series` (each a value per day, oldest first): bars side by side over zero, or a
 * point per series for lines. A value that is not zero never draws a bar thinner than 2 px.
 */
export function chartLayout(
  series: readonly (readonly number[])[],
  days: number,
  width: number,
  options: { kind: ChartKind; whole: boolean },
): ChartLayout {
  const plotTop = TOP;
  const plotBottom = CHART_HEIGHT - BOTTOM;
  const plotHeight = plotBottom - plotTop;
  const { top, bottom, tickValues } = scaleOf(series.flat(), options.whole);
  const span = top - bottom || 1;
  const yOf = (value: number) => plotTop + ((top - value) / span) * plotHeight;
  const zeroY = yOf(0);
  const count = Math.max(days, 1);
  const slotWidth = (width - GUTTER - SIDE) / count;
  const groupWidth = Math.min(MAX_GROUP, slotWidth * 0.76);
  const barWidth = groupWidth / Math.max(series.length, 1);
  const step = Math.max(1, Math.ceil(LABEL_SPACING / Math.max(slotWidth, 1)));
  const columns = Array.from({ length: days }, (_, index): ChartColumn => {
    const slotX = GUTTER + index * slotWidth;
    const centerX = slotX + slotWidth / 2;
    const groupX = centerX - groupWidth / 2;
    const marks = series.map((values, at) => {
      const value = values[index] ?? 0;
      if (options.kind === 'lines') return { x: centerX, y: yOf(value), width: 0, height: 0 };
      const raw = Math.abs(yOf(value) - zeroY);
      const height = value === 0 ? 0 : Math.max(2, raw);
      return {
        x: groupX + at * barWidth,
        y: value < 0 ? zeroY : zeroY - height,
        width: Math.max(1, barWidth - (barWidth > 4 ? 1 : 0)),
        height,
      };
    });
    return {
      index,
      slotX,
      slotWidth,
      centerX,
      labelX: Math.min(centerX, width - LABEL_HALF),
      marks,
      isLabelled: (days - 1 - index) % step === 0,
    };
  });
  return {
    width,
    height: CHART_HEIGHT,
    plotLeft: GUTTER,
    plotTop,
    plotBottom,
    labelY: CHART_HEIGHT - 6,
    zeroY,
    ticks: tickValues.map((value) => ({ value, y: yOf(value) })),
    columns,
  };
}

/** The chart's drawing, in CSS pixels of its measured width (so text never stretches). */
export const CHART_HEIGHT = 176;
const TOP = 18;
const BOTTOM = 24;
const SIDE = 6;
/** Room on the left for the scale's amounts ("−₱12.5K"), right-aligned at its edge. */
export const GUTTER = 46;
/**
 * The room a date label needs at the label size, with a gap: most are the day of the month
 * ("28"); the wider ones naming a month ("Mar 1") are spaced out afterwards (axisLabels).
 */
export const LABEL_WIDTH = 24;
/** Half a date label: no label's middle comes nearer an edge than this. */
const LABEL_HALF = 17;
const MAX_BAR = 28;

export type Bar = {
  index: number;
  /** The day's column (the tap target), full height. */
  slotX: number;
  slotWidth: number;
  x: number;
  width: number;
  y: number;
  height: number;
  isNegative: boolean;
  /** Whether the column shows its date under the axis, and the middle of that label. */
  isLabelled: boolean;
  labelX: number;
};

export type ChartLayout = {
  width: number;
  height: number;
  zeroY: number;
  plotTop: number;
  plotBottom: number;
  labelY: number;
  /** Where the plot starts: the scale's amounts sit left of it. */
  plotLeft: number;
  /** The scale's ends: the highest value at plotTop, the lowest at plotBottom. */
  top: number;
  bottom: number;
  bars: Bar[];
};

/**
 * One label every `step` columns, counted back from the newest day (which is always labelled), so
 * no two labels overlap at this width.
 */
export const labelStep = (slotWidth: number): number =>
  Math.max(1, Math.ceil(LABEL_WIDTH / Math.max(slotWidth, 1)));

/**
 * Bars of `values` (one per day, oldest first) over a zero line: positive above, negative below,
 * to scale; a value that is not zero never draws thinner than 2 px.
 */
export function chartLayout(values: readonly number[], width: number): ChartLayout {
  const plotTop = TOP;
  const plotBottom = CHART_HEIGHT - BOTTOM;
  const plotHeight = plotBottom - plotTop;
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const yOf = (value: number) => plotTop + ((top - value) / span) * plotHeight;
  // All zero: the line sits in the middle.
  const zeroY = top === bottom ? plotTop + plotHeight / 2 : yOf(0);
  const count = Math.max(values.length, 1);
  const slotWidth = (width - GUTTER - SIDE) / count;
  const barWidth = Math.max(2, Math.min(MAX_BAR, slotWidth * 0.64));
  const step = labelStep(slotWidth);
  const bars = values.map((value, index): Bar => {
    const slotX = GUTTER + index * slotWidth;
    const end = top === bottom ? zeroY : yOf(value);
    const raw = Math.abs(end - zeroY);
    const height = value === 0 ? 0 : Math.max(2, raw);
    const isNegative = value < 0;
    return {
      index,
      slotX,
      slotWidth,
      x: slotX + (slotWidth - barWidth) / 2,
      width: barWidth,
      y: isNegative ? zeroY : zeroY - height,
      height,
      isNegative,
      isLabelled: (values.length - 1 - index) % step === 0,
      labelX: Math.min(slotX + slotWidth / 2, width - LABEL_HALF),
    };
  });
  return {
    width,
    height: CHART_HEIGHT,
    zeroY,
    plotTop,
    plotBottom,
    labelY: CHART_HEIGHT - 7,
    plotLeft: GUTTER,
    top,
    bottom,
    bars,
  };
}

import type { KeyboardEvent, ReactNode } from 'react';

/*
 * The parts the site's day charts (a member's P&L, the team's figures) draw alike, in an SVG
 * measured in CSS pixels.
 */

/**
 * The chart's drawing, sized to its layout: a group named by the caller (aria-label, or
 * aria-labelledby with a description), marked has-selection while a day's figures show.
 */
export function ChartSvg({
  layout,
  hasSelection,
  children,
  ...name
}: {
  layout: { width: number; height: number };
  hasSelection: boolean;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  return (
    <svg
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="group"
      {...name}
      className={hasSelection ? 'has-selection' : undefined}
    >
      {children}
    </svg>
  );
}

/** The scale: a line across the plot and its value right-aligned left of it, per tick. */
export function ChartScale({
  className,
  ticks,
  left,
  width,
}: {
  className: string;
  ticks: readonly { y: number; text: string; className?: string | undefined }[];
  /** Where the plot starts (the values sit left of it) and ends. */
  left: number;
  width: number;
}) {
  return (
    <g aria-hidden="true" className={className}>
      {ticks.map((tick) => (
        <g key={tick.y} className={tick.className}>
          <line x1={left} x2={width} y1={tick.y} y2={tick.y} />
          <text x={left - 5} y={tick.y + 3.5} textAnchor="end">
            {tick.text}
          </text>
        </g>
      ))}
    </g>
  );
}

type DayProps = {
  className: string;
  /** What a screen reader says for the day: its date and figures. */
  label: string;
  isSelected: boolean;
  tabIndex: number;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The day's column: its tap target's left and width, and the middle of its date. */
  column: { slotX: number; slotWidth: number; labelX: number };
  /** The chart's drawing: the plot's top, the full height and the dates' line. */
  layout: { plotTop: number; height: number; labelY: number };
  /** How far the tap target reaches above the plot. */
  reach: number;
  slotClassName: string;
  /** The date under the axis, when the column shows one. */
  date: string | undefined;
  dateClassName: string;
  /** The day's marks (bars, points). */
  children: ReactNode;
};

/**
 * A day's column: a button (pressed while its figures show), its tap target the full height, with
 * its marks and its date.
 */
export function ChartDay({ column, layout, reach, date, children, ...props }: DayProps) {
  return (
    <g
      role="button"
      tabIndex={props.tabIndex}
      aria-pressed={props.isSelected}
      aria-label={props.label}
      className={props.className}
      onClick={props.onClick}
      onKeyDown={props.onKeyDown}
    >
      <rect
        className={props.slotClassName}
        x={column.slotX}
        y={layout.plotTop - reach}
        width={column.slotWidth}
        height={layout.height - layout.plotTop + reach}
      />
      {children}
      {date !== undefined && (
        <text
          aria-hidden="true"
          className={props.dateClassName}
          x={column.labelX}
          y={layout.labelY}
          textAnchor="middle"
        >
          {date}
        </text>
      )}
    </g>
  );
}

/**
 * A bar: its rectangle, the corners rounded by `radius` (at most half its width); nothing for a
 * bar of no height.
 */
export function ChartBar({
  bar,
  radius,
  className,
  series,
}: {
  bar: { x: number; y: number; width: number; height: number };
  radius: number;
  className: string;
  /** Which of the chart's series the bar draws (data-series), where it has several. */
  series?: number;
}) {
  if (bar.height <= 0) return null;
  return (
    <rect
      className={className}
      data-series={series}
      x={bar.x}
      y={bar.y}
      width={bar.width}
      height={bar.height}
      rx={Math.min(radius, bar.width / 2)}
    />
  );
}

import type { KeyboardEvent, ReactNode } from 'react';

/*
 * The parts the site's day charts (a member's P&L, the team's figures) draw alike, in an SVG
 * measured in CSS pixels.
 */

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
  /** The day's column, the tap target, full height. */
  slot: { className: string; x: number; y: number; width: number; height: number };
  /** The date under the axis, when the column shows one. */
  date: { className: string; text: string | undefined; x: number; y: number };
  /** The day's marks (bars, points). */
  children: ReactNode;
};

/** A day's column: a button (pressed while its figures show) with its marks and its date. */
export function ChartDay({ slot, date, children, ...props }: DayProps) {
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
        className={slot.className}
        x={slot.x}
        y={slot.y}
        width={slot.width}
        height={slot.height}
      />
      {children}
      {date.text !== undefined && (
        <text
          aria-hidden="true"
          className={date.className}
          x={date.x}
          y={date.y}
          textAnchor="middle"
        >
          {date.text}
        </text>
      )}
    </g>
  );
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartBar, ChartSvg } from './chart-parts';

describe('chart parts', () => {
  it('sizes the drawing to its layout and marks it while a day is selected', () => {
    const { container, rerender } = render(
      <ChartSvg layout={{ width: 300, height: 120 }} hasSelection={false} aria-label="Bets">
        <g />
      </ChartSvg>,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 300 120');
    expect(svg?.getAttribute('role')).toBe('group');
    expect(svg?.getAttribute('aria-label')).toBe('Bets');
    expect(svg?.getAttribute('class')).toBeNull();
    rerender(
      <ChartSvg layout={{ width: 300, height: 120 }} hasSelection aria-label="Bets">
        <g />
      </ChartSvg>,
    );
    expect(svg?.getAttribute('class')).toBe('has-selection');
  });

  it('rounds a bar at most half its width and draws nothing for no height', () => {
    const bar = { x: 10, y: 20, width: 4, height: 30 };
    const { container, rerender } = render(
      <svg>
        <ChartBar className="kpi-bar" series={1} bar={bar} radius={3} />
      </svg>,
    );
    const rect = container.querySelector('rect.kpi-bar');
    expect(rect?.getAttribute('rx')).toBe('2');
    expect(rect?.getAttribute('data-series')).toBe('1');
    rerender(
      <svg>
        <ChartBar className="kpi-bar" bar={{ ...bar, height: 0 }} radius={3} />
      </svg>,
    );
    expect(container.querySelector('rect')).toBeNull();
  });
});

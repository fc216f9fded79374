import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS } from '../constants';
import { hotMatchFixture, renderHome } from '../testing/render-home';
import { HotMatchTicker } from './hot-match-ticker';

afterEach(() => {
  vi.useRealTimers();
});

const matches = [
  hotMatchFixture({ id: 1 }),
  hotMatchFixture({
    id: 2,
    homeTeam: 'Davao Eagles',
    awayTeam: 'Quezon Titans',
    // 00:30 UTC: 08:30 in Manila, the site's clock.
    matchTime: Date.UTC(2025, 0, 3, 0, 30),
  }),
];
const current = () => screen.getByRole('button', { name: 'Tingnan ang lahat ng mainit na laban' });

describe('hot-match ticker (SPEC §2 Home, §9)', () => {
  it('shows MM/DD HH:mm, both teams and VS; loops every 5000 ms with 500 ms slides', async () => {
    await renderHome(<HotMatchTicker matches={matches} onOpen={vi.fn()} />, { fakeTimers: true });
    const ticker = current();
    expect(ticker).toHaveAttribute('data-autoplay', String(HOT_MATCH_AUTOPLAY_MS));
    expect(ticker).toHaveAttribute('data-speed', String(HOT_MATCH_SPEED_MS));
    expect(ticker).toHaveAccessibleDescription('11/24 19:05 Manila Kings VS Cebu Sharks');

    act(() => void vi.advanceTimersByTime(HOT_MATCH_AUTOPLAY_MS));
    expect(current()).toHaveAccessibleDescription('01/03 08:30 Davao Eagles VS Quezon Titans');
    act(() => void vi.advanceTimersByTime(HOT_MATCH_AUTOPLAY_MS + HOT_MATCH_SPEED_MS));
    expect(current()).toHaveAccessibleDescription('11/24 19:05 Manila Kings VS Cebu Sharks');
  });

  it('stays still with one match', async () => {
    await renderHome(<HotMatchTicker matches={matches.slice(0, 1)} onOpen={vi.fn()} />, {
      fakeTimers: true,
    });
    expect(current()).toHaveAttribute('data-autoplay', '0');
    act(() => void vi.advanceTimersByTime(HOT_MATCH_AUTOPLAY_MS * 3));
    expect(current()).toHaveAccessibleDescription('11/24 19:05 Manila Kings VS Cebu Sharks');
  });
});

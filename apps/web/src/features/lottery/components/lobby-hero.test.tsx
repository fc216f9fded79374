import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { fakeServer, settingsFixture, siteHandlers } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { LobbyHero } from './lobby-hero';

beforeEach(async () => {
  fakeServer({ ...siteHandlers() });
  await initI18n();
  await i18n.loadNamespaces('lottery');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const jackpot = () => within(screen.getByRole('group', { name: 'Jackpot ng Lotto' }));
const shown = () => screen.findByRole('group', { name: 'Jackpot ng Lotto' });
/** Lets the site's start-up answers settle under fake timers. */
async function flush() {
  for (let round = 0; round < 10; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}
const amount = () => Number(jackpot().getByTestId('jackpot-amount').dataset.value) / 100;

describe('lottery lobby jackpot (SPEC §9)', () => {
  it('starts anywhere from 100,000,000.00 to 240,000,000.00, shown with 2 decimals and the currency symbol', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const low = await renderUi(<LobbyHero next={undefined} onOpen={() => undefined} />);
    await shown();
    const symbol = settingsFixture().currencySymbol;
    expect(await jackpot().findByText(`${symbol}100,000,000.00`)).toBeInTheDocument();
    low.unmount();

    vi.spyOn(Math, 'random').mockReturnValue(0.999_999_999_99);
    await renderUi(<LobbyHero next={undefined} onOpen={() => undefined} />);
    await shown();
    expect(await jackpot().findByText(`${symbol}240,000,000.00`)).toBeInTheDocument();
  });

  it('grows on its own every 3 to 5 s, by an amount with cents', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await renderUi(<LobbyHero next={undefined} onOpen={() => undefined} />);
    await flush();
    const first = amount();
    expect(first).toBeGreaterThanOrEqual(100_000_000);
    expect(first).toBeLessThanOrEqual(240_000_000);
    random.mockReturnValue(0.123_456_7);
    // random 0.5 picked the 4 s tick and a 30,000.00 step.
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(amount()).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(amount()).toBe(first + 30_000);
    // The next tick picked anew: 3 s, and a step with cents.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const third = amount();
    expect(third).toBeGreaterThan(first + 30_000);
    expect(jackpot().getByText(/\.\d\d$/)).toHaveTextContent(/^₱[\d,]+\.\d\d$/);
  });
});

describe('lottery lobby banner while the menus come', () => {
  it("keeps the next draw's place with an empty box, and shows no box once none is on sale", async () => {
    const loading = await renderUi(
      <LobbyHero next={undefined} onOpen={() => undefined} isLoading />,
    );
    await shown();
    const placeholder = screen.getByTestId('next-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('lottery-hero-next');
    // Nothing in it can be tapped or read out.
    expect(within(placeholder).queryByRole('link')).toBeNull();
    loading.unmount();

    await renderUi(<LobbyHero next={undefined} onOpen={() => undefined} />);
    await shown();
    expect(screen.queryByTestId('next-placeholder')).toBeNull();
  });
});

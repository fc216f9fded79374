import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '../constants';
import { bannerFixture, renderHome } from '../testing/render-home';
import { BannerCarousel } from './banner-carousel';

afterEach(() => {
  vi.useRealTimers();
});

const banners = [
  bannerFixture({ id: 1, title: 'Unang banner' }),
  bannerFixture({ id: 2, title: 'Ikalawang banner' }),
  bannerFixture({ id: 3, title: 'Ikatlong banner' }),
];
const activeDot = () =>
  screen.getAllByTestId('banner-dot').findIndex((dot) => dot.classList.contains('is-active'));
/** The slide a screen reader is given: the only one not hidden (copies are always hidden). */
const shownSlide = () => screen.getByRole('group').getAttribute('aria-label');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('banner carousel (SPEC §2 Home, §9)', () => {
  it('with one banner: no dots, no autoplay, no loop copies', async () => {
    await renderHome(<BannerCarousel banners={banners.slice(0, 1)} onOpen={vi.fn()} />, {
      fakeTimers: true,
    });
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    advance(BANNER_AUTOPLAY_MS * 3);
    expect(shownSlide()).toBe('Banner 1 sa 1');
    expect(screen.getByRole('img', { name: 'Unang banner' })).toBeVisible();
  });

  it('with more than one: dots, a step every 5000 ms, and after the last the first again', async () => {
    await renderHome(<BannerCarousel banners={banners} onOpen={vi.fn()} />, { fakeTimers: true });
    expect(screen.getAllByTestId('banner-dot')).toHaveLength(3);
    expect(activeDot()).toBe(0);

    advance(BANNER_AUTOPLAY_MS - 1);
    expect(activeDot()).toBe(0);
    advance(1);
    expect(activeDot()).toBe(1);
    expect(shownSlide()).toBe('Banner 2 sa 3');

    advance(BANNER_AUTOPLAY_MS);
    expect(activeDot()).toBe(2);
    // Past the last it slides on to the first (a loop, not a rewind) …
    advance(BANNER_AUTOPLAY_MS);
    expect(activeDot()).toBe(0);
    advance(BANNER_SPEED_MS + 50);
    // … and keeps going.
    advance(BANNER_AUTOPLAY_MS);
    expect(activeDot()).toBe(1);
  });

  it('stands still while scrolled off the screen or the page is hidden, and goes on after', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe() {}
        disconnect() {}
      },
    );
    const onScreen = (isIntersecting: boolean) =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    const pageHidden = (hidden: boolean) =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (hidden ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    try {
      await renderHome(<BannerCarousel banners={banners} onOpen={vi.fn()} />, {
        fakeTimers: true,
      });
      onScreen(false);
      advance(BANNER_AUTOPLAY_MS * 2);
      expect(activeDot()).toBe(0);

      onScreen(true);
      pageHidden(true);
      advance(BANNER_AUTOPLAY_MS * 2);
      expect(activeDot()).toBe(0);

      pageHidden(false);
      advance(BANNER_AUTOPLAY_MS);
      expect(activeDot()).toBe(1);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      vi.unstubAllGlobals();
    }
  });

  it('opens the banner tapped', async () => {
    vi.useRealTimers();
    const onOpen = vi.fn();
    await renderHome(<BannerCarousel banners={banners} onOpen={onOpen} />);
    act(() => screen.getByRole('button', { name: 'Unang banner' }).click());
    expect(onOpen).toHaveBeenCalledWith(banners[0]);
  });
});

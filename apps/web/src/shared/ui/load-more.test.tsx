import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/i18n';
import { LoadMore } from './load-more';

/**
 * The page as the browser lays it out: the end of the list is `distance` px below the bottom of
 * the screen. An IntersectionObserver stand-in that, like the browser's, reports the state at
 * once when it starts observing and then on a scroll that changes it, the root grown by its
 * rootMargin.
 */
let distance = 0;
class PageObserver {
  private readonly margin: number;
  private readonly seen = new Map<Element, boolean>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.margin = Number.parseFloat(options.rootMargin ?? '0') || 0;
  }
  private readonly onScroll = () => {
    this.report(false);
  };
  observe(target: Element) {
    this.seen.set(target, false);
    window.addEventListener('scroll', this.onScroll);
    this.report(true);
  }
  disconnect() {
    this.seen.clear();
    window.removeEventListener('scroll', this.onScroll);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  private report(always: boolean) {
    const entries: IntersectionObserverEntry[] = [];
    for (const [target, was] of this.seen) {
      const top = target.getBoundingClientRect().top;
      const isIntersecting = top <= window.innerHeight + this.margin;
      if (!always && isIntersecting === was) continue;
      this.seen.set(target, isIntersecting);
      entries.push({ target, isIntersecting } as IntersectionObserverEntry);
    }
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Scrolls so the end of the list is `px` below the bottom of the screen. */
const scrollTo = (px: number) =>
  act(() => {
    distance = px;
    window.dispatchEvent(new Event('scroll'));
  });

beforeEach(async () => {
  distance = 0;
  vi.stubGlobal('IntersectionObserver', PageObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: window.innerHeight + distance }) as DOMRect,
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  await initI18n();
  await changeLanguage('TY');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('load more (SPEC §9: next page within 500 px of the bottom, at most once a second)', () => {
  it('asks for the next page once the end of the list comes within 500 px', () => {
    distance = 900;
    const onMore = vi.fn();
    render(<LoadMore hasMore loading={false} onMore={onMore} />);
    expect(screen.getByRole('button', { name: 'Magpakita pa' })).toBeInTheDocument();
    scrollTo(700);
    scrollTo(501);
    expect(onMore).not.toHaveBeenCalled();
    scrollTo(480);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('asks at most once a second, however fast the pages come', () => {
    distance = 100;
    const onMore = vi.fn();
    const view = render(<LoadMore hasMore loading={false} onMore={onMore} />);
    expect(onMore).toHaveBeenCalledTimes(1);

    // The page came in 200 ms and was short: the end is still in reach.
    view.rerender(<LoadMore hasMore loading onMore={onMore} />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    view.rerender(<LoadMore hasMore loading={false} onMore={onMore} />);
    scrollTo(50);
    scrollTo(10);
    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(onMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a page once the reader has scrolled away within that second', () => {
    distance = 100;
    const onMore = vi.fn();
    const view = render(<LoadMore hasMore loading={false} onMore={onMore} />);
    view.rerender(<LoadMore hasMore loading onMore={onMore} />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    view.rerender(<LoadMore hasMore loading={false} onMore={onMore} />);
    // Back up the list, far from its end, before the second is over.
    scrollTo(3_000);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onMore).toHaveBeenCalledTimes(1);
    // Down again: asked at once (the second is long over).
    scrollTo(0);
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask while a page is loading, nor when there is no more', () => {
    distance = 0;
    const onMore = vi.fn();
    const view = render(<LoadMore hasMore loading onMore={onMore} />);
    scrollTo(10);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onMore).not.toHaveBeenCalled();

    view.rerender(<LoadMore hasMore={false} loading={false} onMore={onMore} />);
    scrollTo(0);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onMore).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Magpakita pa' })).not.toBeInTheDocument();
  });
});

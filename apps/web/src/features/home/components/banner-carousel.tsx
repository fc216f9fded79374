import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsShown } from '@/shared/use-is-shown';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '../constants';
import { loopSlides, useLoopCarousel } from '../hooks/use-loop-carousel';
import type { Banner } from '../hooks/use-home-actions';
import { useSwipe } from '../hooks/use-swipe';

type Props = { banners: readonly Banner[]; onOpen: (banner: Banner) => void };

/**
 * SPEC §2 banner carousel: each banner's image, its tap action; more than one loops and autoplays
 * every 5000 ms with dots, exactly one stays still. The box keeps its 2.5:1 ratio from the first
 * paint (the skeleton has the same box), so nothing moves when the images arrive.
 */
export function BannerCarousel({ banners, onOpen }: Props) {
  const { t } = useTranslation('home');
  const count = banners.length;
  const section = useRef<HTMLElement>(null);
  const carousel = useLoopCarousel({
    count,
    autoplayMs: BANNER_AUTOPLAY_MS,
    speedMs: BANNER_SPEED_MS,
    isPaused: !useIsShown(section),
  });
  const swipe = useSwipe(
    (direction) => (direction > 0 ? carousel.next() : carousel.prev()),
    carousel.isLooping,
  );
  const slides = loopSlides(banners);
  const isAnimated = carousel.isAnimated && !swipe.isDragging;

  return (
    <section
      ref={section}
      className="home-banners"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      data-autoplay={carousel.isLooping ? BANNER_AUTOPLAY_MS : 0}
    >
      <div className="banner-viewport" {...swipe.handlers}>
        <div
          className={`banner-track${isAnimated ? ' is-animated' : ''}`}
          style={{
            transform: `translate3d(calc(${-carousel.position * 100}% + ${swipe.offset}px), 0, 0)`,
            transitionDuration: `${BANNER_SPEED_MS}ms`,
          }}
        >
          {slides.map(({ item, key, isCopy }, slide) => {
            const index = carousel.isLooping ? slide - 1 : slide;
            const isCurrent = !isCopy && index === carousel.index;
            return (
              <div
                key={key}
                className="banner-slide"
                role={isCopy ? undefined : 'group'}
                aria-roledescription={isCopy ? undefined : 'slide'}
                aria-label={isCopy ? undefined : t('banner_slide', { index: index + 1, count })}
                aria-hidden={isCopy || !isCurrent ? true : undefined}
              >
                <button
                  type="button"
                  className="banner-button"
                  tabIndex={isCurrent ? 0 : -1}
                  onClick={() => onOpen(item)}
                >
                  <img
                    src={item.url}
                    alt={item.title}
                    width={750}
                    height={300}
                    draggable={false}
                    decoding="async"
                    fetchPriority={index === 0 && !isCopy ? 'high' : 'auto'}
                  />
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {carousel.isLooping && (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <span
              key={banner.id}
              className={`banner-dot${i === carousel.index ? ' is-active' : ''}`}
              data-testid="banner-dot"
            />
          ))}
        </div>
      )}
    </section>
  );
}

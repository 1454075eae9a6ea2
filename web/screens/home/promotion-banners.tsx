// The promotion banners of home (spec 001 §3, §5 visibility: code mobile.front, not closed, within
// the dates, with an image; §9 "Banner carousel interval | 2 s"): a carousel that turns every 2 s,
// with previous / next and a pause button; it holds still while the pointer or focus is in it and
// starts paused for a customer who asks for reduced motion. A chunk of its own, after home is drawn.
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { visiblePromotionBanners } from '../../../domain/content/promotion-banner.ts';
import {
  BANNER_CAROUSEL_MS,
  bannerImageSrc,
  isCarouselTurning,
  nextSlide,
  previousSlide,
} from '../../../domain/content/promotion-carousel.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { serviceInfo } from '../../shell/service-info.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { homeTexts } from './home.texts.ts';
import styles from './promotion-banners.module.css';

// No window in the build's prerender; the banners are none there, as before the first read.
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function PromotionBanners() {
  const id = useId();
  const { clock } = useWebStore();
  const info = useSyncExternalStore(
    serviceInfo.subscribe,
    serviceInfo.getSnapshot,
    serviceInfo.getServerSnapshot,
  );
  const banners = visiblePromotionBanners(info?.promotion_banners ?? [], clock.now());
  const count = banners.length;
  const t = useTexts(homeTexts);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const turning = isCarouselTurning(count, paused || held);

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setIndex((i) => nextSlide(i, count)), BANNER_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [turning, count]);

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.promotions}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-controls={id}
            onClick={() => setIndex(previousSlide(shown, count))}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t.previousBanner}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => setPaused((p) => !p)}>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            <span className="visually-hidden">{paused ? t.startTurning : t.stopTurning}</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={id}
            onClick={() => setIndex(nextSlide(shown, count))}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t.nextBanner}</span>
          </button>
        </div>
      )}
      <div id={id} aria-live={turning ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form's fieldset
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the banners carry no id; their order is the server's
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            hidden={i !== shown}
            className={styles.slide}
          >
            <img
              className={styles.image}
              src={bannerImageSrc(banner.images?.android_high ?? '')}
              alt={t.bannerAlt(i + 1)}
              width={720}
              height={240}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

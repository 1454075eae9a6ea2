// The promotion banner carousel and the service info behind it (spec 001 §9 "Banner carousel
// interval | 2 s", "Service info check interval | 1 h"). Decisions: the carousel wraps around both
// ways; an image path of the seed ("images/…") is served from this origin's root, an absolute URL
// is kept as it is.
import { HOUR_MS } from './seoul-time.ts';

export const BANNER_CAROUSEL_MS = 2_000;
export const SERVICE_INFO_INTERVAL_MS = HOUR_MS;

/** The slide after `index` of `count` (0 when there are none). */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

export function previousSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/** Whether the carousel turns by itself: more than one banner, and not paused. */
export function isCarouselTurning(count: number, paused: boolean): boolean {
  return count > 1 && !paused;
}

export function bannerImageSrc(path: string): string {
  const trimmed = path.trim();
  return /^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

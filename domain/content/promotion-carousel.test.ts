import { describe, expect, it } from 'vitest';
import { bannerImageSrc, isCarouselTurning, nextSlide, previousSlide } from './promotion-carousel.ts';

describe('promotion carousel (spec 001 §9 "Banner carousel interval | 2 s")', () => {
  it('turns forward and back, wrapping around', () => {
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => previousSlide(i, 3))).toEqual([2, 0, 1]);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it('turns by itself only with more than one banner and while not paused', () => {
    expect(isCarouselTurning(3, false)).toBe(true);
    expect(isCarouselTurning(3, true)).toBe(false);
    expect(isCarouselTurning(1, false)).toBe(false);
  });

  it("serves a seed image path from the origin's root and keeps an absolute URL", () => {
    expect(bannerImageSrc('images/banners/winter-sale.svg')).toBe('/images/banners/winter-sale.svg');
    expect(bannerImageSrc('/images/a.svg')).toBe('/images/a.svg');
    expect(bannerImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});

import { describe, expect, it } from 'vitest';
import {
  eventBannerRank,
  isPromotionBannerVisible,
  type PromotionBanner,
  sortEventBanners,
  visiblePromotionBanners,
} from './promotion-banner.ts';

const SHOWN =
  'spec 001 §5 "Promotion banner is shown only if code is mobile.front, not closed, within start and end date, and with images."';
const banner: PromotionBanner = {
  code: 'mobile.front',
  closed: false,
  start_date: '2026-11-01T00:00:00+09:00',
  end_date: '2026-11-30',
  images: { android_high: 'https://img.example/b.png' },
};
const now = '2026-11-10T12:00:00+09:00';

describe('promotion banner visibility', () => {
  it(`shows an open mobile.front banner in its dates with an image (${SHOWN})`, () => {
    expect(isPromotionBannerVisible(banner, now)).toBe(true);
  });

  it(`hides another code (${SHOWN})`, () => {
    expect(isPromotionBannerVisible({ ...banner, code: 'pc.front' }, now)).toBe(false);
  });

  it(`hides a closed banner (${SHOWN})`, () => {
    expect(isPromotionBannerVisible({ ...banner, closed: true }, now)).toBe(false);
  });

  it(`hides before the start and after the end, the end day included (${SHOWN})`, () => {
    expect(isPromotionBannerVisible(banner, '2026-10-31T23:59:59+09:00')).toBe(false);
    expect(isPromotionBannerVisible(banner, '2026-11-01T00:00:00+09:00')).toBe(true);
    expect(isPromotionBannerVisible(banner, '2026-11-30T23:59:59+09:00')).toBe(true);
    expect(isPromotionBannerVisible(banner, '2026-12-01T00:00:00+09:00')).toBe(false);
  });

  it(`hides a banner without images (${SHOWN})`, () => {
    expect(isPromotionBannerVisible({ ...banner, images: null }, now)).toBe(false);
    expect(isPromotionBannerVisible({ ...banner, images: { android_high: '' } }, now)).toBe(false);
  });

  it(`hides a banner with unreadable dates (${SHOWN})`, () => {
    expect(isPromotionBannerVisible({ ...banner, start_date: 'soon' }, now)).toBe(false);
  });

  it(`filters a list (${SHOWN})`, () => {
    const other = { ...banner, closed: true };
    expect(visiblePromotionBanners([other, banner], now)).toEqual([banner]);
  });
});

describe('event banner order', () => {
  const ORDER = 'spec 000 §3 "Event banner: event_name (a numeric suffix _N gives sort order)"';

  it(`reads the _N suffix (${ORDER})`, () => {
    expect(eventBannerRank('autumn_sale_12')).toBe(12);
    expect(eventBannerRank('autumn_sale')).toBeNull();
    expect(eventBannerRank('autumn_12a')).toBeNull();
  });

  it(`sorts by the suffix numerically, unnumbered last in server order (${ORDER})`, () => {
    const names = ['b_10', 'plain', 'a_2', 'c_1', 'other', 'd_2'];
    const sorted = sortEventBanners(names.map((event_name) => ({ event_name })));
    expect(sorted.map((b) => b.event_name)).toEqual(['c_1', 'a_2', 'd_2', 'b_10', 'plain', 'other']);
  });
});

// Home-page banners: promotion banners from service info (spec 001 §3, §5) and event banners
// (spec 000 §3). Decisions where the spec is silent:
// - "within start and end date" is inclusive at both ends; a date-only end_date ("2026-11-30")
//   covers that whole Seoul day, and times without an offset are Seoul time.
// - "with images" means a non-empty images.android_high (the image the web shows).
// - Event banners without a numeric _N suffix come after the numbered ones, in server order.
import { DAY_MS, type Instant, toEpochMs } from './seoul-time.ts';

export const PROMOTION_BANNER_CODE = 'mobile.front';

export interface PromotionBanner {
  readonly code: string;
  readonly closed: boolean;
  readonly start_date: string;
  readonly end_date: string;
  readonly images: { readonly android_high?: string | null } | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function endOf(endDate: string): number | null {
  const end = toEpochMs(endDate);
  if (end === null) return null;
  return DATE_ONLY.test(endDate.trim()) ? end + DAY_MS - 1 : end;
}

export function isPromotionBannerVisible(banner: PromotionBanner, now: Instant): boolean {
  const at = toEpochMs(now);
  const start = toEpochMs(banner.start_date);
  const end = endOf(banner.end_date);
  if (at === null || start === null || end === null) return false;
  const image = banner.images?.android_high;
  return (
    banner.code === PROMOTION_BANNER_CODE &&
    !banner.closed &&
    start <= at &&
    at <= end &&
    typeof image === 'string' &&
    image.trim() !== ''
  );
}

export function visiblePromotionBanners<B extends PromotionBanner>(banners: readonly B[], now: Instant): B[] {
  return banners.filter((b) => isPromotionBannerVisible(b, now));
}

// ── event banners ──

export interface EventBanner {
  readonly event_name: string;
}

/** The N of an event_name ending in `_N` ("autumn_2" → 2), or null without such a suffix. */
export function eventBannerRank(eventName: string): number | null {
  const m = /_(\d+)$/.exec(eventName);
  return m?.[1] === undefined ? null : Number(m[1]);
}

/** Banners in display order: by the _N suffix ascending, ties and unnumbered ones in server order. */
export function sortEventBanners<B extends EventBanner>(banners: readonly B[]): B[] {
  return banners
    .map((banner, index) => ({ banner, index, rank: eventBannerRank(banner.event_name) }))
    .sort((a, b) => {
      if (a.rank !== null && b.rank !== null && a.rank !== b.rank) return a.rank - b.rank;
      if (a.rank === null && b.rank !== null) return 1;
      if (a.rank !== null && b.rank === null) return -1;
      return a.index - b.index;
    })
    .map((entry) => entry.banner);
}

// Route segment and query rules (spec 000 §2, spec 001 §2): restaurant id, zipcode, menu id, and the
// staff-view location carried in query parameters.
import { isLatitude, isLongitude, parseDecimal } from '../location/coordinates.ts';
import type { GeoPoint } from '../location/geo-point.ts';

/** spec 001 §2: these all show the terms screen. */
export const TERMS_DOCS = [
  'policy',
  'privacy',
  'efinance_agreement',
  'collect_join',
  'collect_member',
  'collect_default',
] as const;
export type TermsDoc = (typeof TERMS_DOCS)[number];

/** spec 001 §2: policy and information pages. */
export const INFO_PAGES = ['point_policy', 'contact', 'bpg', 'trust', 'sellerinfo', 'cleanreview'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** Pages named by one fixed segment. */
export const SIMPLE_PAGES = [
  'download',
  'location',
  'cart',
  'checkout',
  'restaurants',
  'login',
  'join',
  'pwinquiry',
  'idinquiry',
  'locterms',
  'withdraw',
  // 주문내역 (jumun's extension): this device's orders and a member's
  'orders',
] as const;
export type SimplePage = (typeof SIMPLE_PAGES)[number];

const RESTAURANT_ID = /^[1-9]\d*$/;
const ZIPCODE = /^\d+$/;

/** spec 000 §2 "The id is a positive number whose first digit is 1-9." */
export function parseRestaurantId(segment: string): number | null {
  if (!RESTAURANT_ID.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** spec 000 §2 "The zipcode segment must be digits." */
export function isZipcode(segment: string): boolean {
  return ZIPCODE.test(segment);
}

/** A menu id segment: the decoded text as given. The restaurant screen matches it against its items
 * and shows MENU_NOT_SERVED when nothing matches (spec 000 §2), so any non-empty segment is kept. */
export function parseMenuId(segment: string): string | null {
  const id = segment.trim();
  return id === '' ? null : id;
}

/** Staff or backend view: a restaurant opened with lat, lng, zipcode and address (spec 000 §2). */
export interface StaffLocation {
  readonly point: GeoPoint;
  readonly zipcode: string;
  readonly address: string;
}

/** All four parameters valid, or undefined (a partial set is ignored, not half-applied). */
export function staffLocation(q: URLSearchParams): StaffLocation | undefined {
  const lat = parseDecimal(q.get('lat'));
  const lng = parseDecimal(q.get('lng'));
  const zipcode = q.get('zipcode') ?? '';
  const address = (q.get('address') ?? '').trim();
  if (!isLatitude(lat) || !isLongitude(lng) || !isZipcode(zipcode) || address === '') return undefined;
  return { point: { lat, lng }, zipcode, address };
}

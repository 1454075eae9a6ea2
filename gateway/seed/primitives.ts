// The scalar values of seed files. Each name reads after "expected" in an error message.
import { instantWithOffset } from '../../contract/time-with-offset.ts';
import { primitive } from './codec-kit.ts';
import { describeValue } from './report-errors.ts';

const isInteger = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u);
const isNumber = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u);
const isString = (u: unknown): u is string => typeof u === 'string';

const within =
  (min: number, max: number) =>
  (u: unknown): u is number =>
    isNumber(u) && u >= min && u <= max;

const matching =
  (pattern: RegExp) =>
  (u: unknown): u is string =>
    isString(u) && pattern.test(u);

export const Text = primitive('a string', isString);
export const NonEmptyString = primitive(
  'a non-empty string',
  (u): u is string => isString(u) && u.trim() !== '',
);
export const Bool = primitive('true or false', (u): u is boolean => typeof u === 'boolean');

/** Money: an integer number of won, 0 or more (discounts are configured positive). */
export const Won = primitive(
  'an integer number of won',
  (u): u is number => isInteger(u) && u >= 0,
  (u) => (isInteger(u) ? `expected an integer number of won, 0 or more, got ${u}` : undefined),
);
export const PositiveWon = primitive(
  'a positive integer number of won',
  (u): u is number => isInteger(u) && u > 0,
);

/** Ids are positive integers (so their first digit is 1-9, as the routes need). */
export const Id = primitive('a positive integer id', (u): u is number => isInteger(u) && u > 0);
export const Count = primitive('a whole number, 0 or more', (u): u is number => isInteger(u) && u >= 0);
export const PositiveCount = primitive(
  'a whole number, 1 or more',
  (u): u is number => isInteger(u) && u > 0,
);
export const Metres = primitive(
  'a distance in whole metres, 0 or more',
  (u): u is number => isInteger(u) && u >= 0,
);
export const Percent = primitive(
  'a whole percent from 0 to 100',
  (u): u is number => isInteger(u) && u >= 0 && u <= 100,
);
export const Rating = primitive('a rating from 0 to 5', within(0, 5));
export const ReviewRating = primitive(
  'a whole rating from 1 to 5',
  (u): u is number => isInteger(u) && u >= 1 && u <= 5,
);
export const Latitude = primitive('a latitude from -90 to 90', within(-90, 90));
export const Longitude = primitive('a longitude from -180 to 180', within(-180, 180));

/** Lowercase or uppercase letters, digits, `-` and `_`: slugs end up in URLs and cart keys. */
export const Slug = primitive('a slug (letters, digits, - and _)', matching(/^[A-Za-z0-9][A-Za-z0-9_-]*$/));
export const CouponCode = primitive(
  'a coupon code (letters, digits, - and _)',
  matching(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
);
export const Zipcode = primitive('a 5-digit zipcode', matching(/^\d{5}$/));
export const Phone = primitive(
  'a mobile phone number in digits (e.g. 01012345678)',
  matching(/^01[016789]\d{7,8}$/),
);
export const Email = primitive('an e-mail address', matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
export const ClockTime = primitive(
  'a time of day HH:MM (00:00 to 24:00)',
  matching(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/),
);

/** A real calendar date and time with an offset (`Z` counts: it is +00:00), the contract's rule. */
export function isIsoTime(u: unknown): u is string {
  return isString(u) && instantWithOffset(u) !== null;
}

export const IsoTime = primitive(
  'an ISO 8601 time with an offset (e.g. 2026-11-21T12:00:00+09:00)',
  isIsoTime,
  (u) =>
    isString(u) && /^\d{4}-\d{2}-\d{2}(T[\d:.]+)?$/.test(u)
      ? `expected an ISO 8601 time with an offset (e.g. 2026-11-21T12:00:00+09:00), got ${describeValue(u)} without one`
      : undefined,
);

/**
 * A path of an image file relative to the seed directory, under `images/`
 * (e.g. `images/restaurants/1001.svg`). That the file exists is checked when the seed loads.
 */
export const ImagePath = primitive(
  'an image path under images/ (e.g. images/restaurants/1001.svg)',
  (u): u is string =>
    isString(u) &&
    /^images\/[^\\]+$/.test(u) &&
    u.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
);

/** An image path, or `""` for no image (single-image fields such as a banner's android_high). */
export const ImagePathOrEmpty = primitive(
  'an image path under images/ or ""',
  (u): u is string => u === '' || ImagePath.is(u),
);

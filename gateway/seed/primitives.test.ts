import { describe, expect, it } from 'vitest';
import { ClockTime, ImagePath, ImagePathOrEmpty, isIsoTime, Phone, Slug, Zipcode } from './primitives.ts';

describe('isIsoTime', () => {
  it.each([
    '2026-11-21T12:00:00+09:00',
    '2026-11-21T12:00+09:00',
    '2026-11-21T03:00:00.123Z',
    '2024-02-29T00:00:00-05:30',
    '2026-11-21T12:00:00+0900',
  ])('accepts %s', (time) => {
    expect(isIsoTime(time)).toBe(true);
  });

  it.each([
    '2026-11-21T12:00:00',
    '2026-11-21',
    '2026-02-29T00:00:00+09:00',
    '2026-13-01T00:00:00+09:00',
    '2026-11-21T24:00:00+09:00',
    '2026-11-21 12:00:00+09:00',
    '20261121T120000+0900',
  ])('refuses %s', (time) => {
    expect(isIsoTime(time)).toBe(false);
  });
});

describe('seed scalars', () => {
  it('takes image paths under images/ only, without climbing out', () => {
    expect(ImagePath.is('images/restaurants/1001.svg')).toBe(true);
    expect(
      ['1001.svg', '/images/a.svg', 'images/../users.json', 'images//a.svg', 'images\\a.svg', ''].map(
        ImagePath.is,
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(ImagePathOrEmpty.is('')).toBe(true);
  });

  it('takes zipcodes of 5 digits, phones of digits, clock times and URL-safe slugs', () => {
    expect([Zipcode.is('06236'), Zipcode.is('6236'), Zipcode.is(6236)]).toEqual([true, false, false]);
    expect([Phone.is('01012345678'), Phone.is('010-1234-5678'), Phone.is('0212345678')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      ClockTime.is('02:00'),
      ClockTime.is('24:00'),
      ClockTime.is('24:30'),
      ClockTime.is('9:00'),
    ]).toEqual([true, true, false, false]);
    expect([Slug.is('fried-chicken'), Slug.is('top_items'), Slug.is('후라이드'), Slug.is('-x')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { instantWithOffset } from './time-with-offset.ts';

describe('instantWithOffset', () => {
  it.each([
    ['2026-11-21T12:00:00+09:00', '2026-11-21T03:00:00.000Z'],
    ['2026-11-21T12:00+09:00', '2026-11-21T03:00:00.000Z'],
    ['2026-11-21T12:00:00+0900', '2026-11-21T03:00:00.000Z'],
    ['2026-11-21T03:00:00.123Z', '2026-11-21T03:00:00.123Z'],
    ['2024-02-29T00:00:00-05:30', '2024-02-29T05:30:00.000Z'],
  ])('reads %s as %s', (text, instant) => {
    expect(instantWithOffset(text)).toBe(Date.parse(instant));
  });

  it.each([
    '2026-11-21T12:00:00',
    '2026-11-21',
    '2026-02-29T00:00:00+09:00',
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00+09:00',
    '2026-11-21T24:00:00+09:00',
    '2026-11-21 12:00:00+09:00',
    '2026-11-21T12:00+09',
    '20261121T120000+0900',
    'Sat, 21 Nov 2026 12:00:00 Z',
    'noon',
  ])('refuses %s', (text) => {
    expect(instantWithOffset(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { placedDateText } from './placed-date.ts';

describe('the date 주문내역 gives an order', () => {
  it('writes the Seoul date, its weekday and the clock time', () => {
    expect(placedDateText('2026-11-21T12:00:00+09:00')).toBe('2026.11.21 (토) 오후 12:00');
    expect(placedDateText('2026-11-20T09:05:00+09:00')).toBe('2026.11.20 (금) 오전 9:05');
  });

  it('takes the Seoul date of a time written in another zone', () => {
    // 23:30 UTC on the 21st is 08:30 on Sunday the 22nd in Seoul
    expect(placedDateText('2026-11-21T23:30:00Z')).toBe('2026.11.22 (일) 오전 8:30');
  });

  it('reads nothing from a time that is not one', () => {
    expect(placedDateText('어제 저녁')).toBeNull();
  });

  it('writes it in English as Intl does in Seoul, the weekday and the 12-hour clock', () => {
    expect(placedDateText('2026-11-21T12:00:00+09:00', 'en')).toBe('Sat, Nov 21, 2026, 12:00 PM');
    expect(placedDateText('2026-11-20T09:05:00+09:00', 'en')).toBe('Fri, Nov 20, 2026, 9:05 AM');
    expect(placedDateText('2026-11-21T23:30:00Z', 'en')).toBe('Sun, Nov 22, 2026, 8:30 AM');
    expect(placedDateText('어제 저녁', 'en')).toBeNull();
  });

  it('keeps Korean unchanged when asked for it', () => {
    expect(placedDateText('2026-11-21T12:00:00+09:00', 'ko')).toBe('2026.11.21 (토) 오후 12:00');
  });
});

import { describe, expect, it } from 'vitest';
import { seoulClock, seoulIso } from './seoul-clock.ts';

describe('an order time in Seoul', () => {
  it('writes an instant as Seoul wall time and reads its clock time back', () => {
    const at = Date.parse('2026-11-21T09:42:05Z');
    expect(seoulIso(at)).toBe('2026-11-21T18:42:05+09:00');
    expect(seoulClock(seoulIso(at))).toBe('18:42');
    expect(seoulClock('2026-11-21T23:50:00Z')).toBe('08:50');
  });

  it('reads nothing from a time that is not one', () => {
    expect(seoulClock('18시 42분')).toBeNull();
    expect(seoulClock('18시 42분', 'en')).toBeNull();
  });

  it('says the clock time in English as Intl writes it, in Seoul whatever the zone (issue "English")', () => {
    // the space before PM is ICU's: a narrow no-break one in newer data, a plain one before
    const english = (iso: string) => seoulClock(iso, 'en')?.replace(/\s/g, ' ');
    expect(english('2026-11-21T18:42:00+09:00')).toBe('6:42 PM');
    expect(english('2026-11-21T23:50:00Z')).toBe('8:50 AM');
    expect(english('2026-11-21T00:05:00+09:00')).toBe('12:05 AM');
  });
});

// Opening hours on the Seoul clock (SEED-FORMAT "open_hours ... to before from runs past midnight"), and
// when a closed restaurant opens.
import { describe, expect, it } from 'vitest';
import {
  clockText,
  clockTextIn,
  isOpenAt,
  openingNote,
  openingState,
  seoulMinuteOfDay,
  withinOpenHours,
} from './open-hours.ts';

const at = (seoulTime: string): number => Date.parse(`2026-11-21T${seoulTime}:00+09:00`);

describe('opening hours', () => {
  it('reads the time of day in Seoul whatever the host time zone', () => {
    expect(seoulMinuteOfDay(Date.parse('2026-11-21T15:30:00Z'))).toBe(30); // 00:30 in Seoul
  });

  it('hours spanning midnight (18:00-04:00) are open late at night and closed at noon; from inclusive, to exclusive', () => {
    const night = [{ from: '18:00', to: '04:00' }];
    expect(withinOpenHours(night, at('12:00'))).toBe(false);
    expect(withinOpenHours(night, at('18:00'))).toBe(true);
    expect(withinOpenHours(night, at('23:59'))).toBe(true);
    expect(withinOpenHours(night, at('03:59'))).toBe(true);
    expect(withinOpenHours(night, at('04:00'))).toBe(false);
  });

  it('same-day hours, 24:00 as the end of the day, from == to as all day, and several ranges', () => {
    expect(withinOpenHours([{ from: '11:00', to: '24:00' }], at('23:30'))).toBe(true);
    expect(withinOpenHours([{ from: '11:00', to: '24:00' }], at('10:59'))).toBe(false);
    expect(withinOpenHours([{ from: '00:00', to: '00:00' }], at('05:00'))).toBe(true);
    const split = [
      { from: '11:00', to: '14:00' },
      { from: '17:00', to: '21:00' },
    ];
    expect([at('12:00'), at('15:00'), at('18:00')].map((t) => withinOpenHours(split, t))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('open needs the flag and, when hours are given, the hours; no hours (or an empty list) leaves the flag', () => {
    expect(isOpenAt({ open: true }, at('12:00'))).toBe(true);
    expect(isOpenAt({ open: true, open_hours: [] }, at('12:00'))).toBe(true);
    expect(isOpenAt({ open: false, open_hours: [{ from: '00:00', to: '00:00' }] }, at('12:00'))).toBe(false);
    expect(isOpenAt({ open: true, open_hours: [{ from: '18:00', to: '04:00' }] }, at('12:00'))).toBe(false);
  });

  it('a closed restaurant with hours opens at the next start: later today, else tomorrow (the card and the popup say it)', () => {
    const night = { open: false, open_hours: [{ from: '18:00', to: '04:00' }], open_time_description: '' };
    expect(openingState(night, at('12:00'))).toEqual({ kind: 'opens-at', minute: 18 * 60, tomorrow: false });
    expect(openingNote(openingState(night, at('12:00')))).toBe('오후 6:00 오픈');
    const lunch = {
      open: false,
      open_hours: [
        { from: '11:30', to: '14:00' },
        { from: '17:00', to: '22:00' },
      ],
      open_time_description: '매일 11:30 - 22:00',
    };
    expect(openingNote(openingState(lunch, at('09:00')))).toBe('오전 11:30 오픈');
    expect(openingNote(openingState(lunch, at('15:00')))).toBe('오후 5:00 오픈');
    expect(openingNote(openingState(lunch, at('22:30')))).toBe('내일 오전 11:30 오픈');
  });

  it('open is open; closed by the owner (no hours, or inside them) says its own hours, or nothing', () => {
    const described = { open: false, open_time_description: '매일 10:00 - 22:00' };
    expect(openingState({ ...described, open: true }, at('12:00'))).toEqual({ kind: 'open' });
    expect(openingNote(openingState({ ...described, open: true }, at('12:00')))).toBeNull();
    expect(openingNote(openingState(described, at('12:00')))).toBe('영업시간 매일 10:00 - 22:00');
    const inside = { ...described, open_hours: [{ from: '10:00', to: '22:00' }] };
    expect(openingNote(openingState(inside, at('12:00')))).toBe('영업시간 매일 10:00 - 22:00');
    expect(
      openingNote(openingState({ ...described, open_time_description: '24시간 영업' }, at('12:00'))),
    ).toBe('24시간 영업');
    expect(openingNote(openingState({ ...described, open_time_description: ' ' }, at('12:00')))).toBeNull();
  });

  it('writes clock times out as the UI guide does', () => {
    expect([0, 9 * 60 + 5, 12 * 60 + 30, 18 * 60, 24 * 60].map(clockText)).toEqual([
      '오전 12:00',
      '오전 9:05',
      '오후 12:30',
      '오후 6:00',
      '오전 12:00',
    ]);
  });

  it('says when it opens and writes clock times in English (issue "English")', () => {
    expect([0, 9 * 60 + 5, 12 * 60 + 30, 18 * 60].map((m) => clockTextIn(m, 'en'))).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:30 PM',
      '6:00 PM',
    ]);
    expect(openingNote({ kind: 'opens-at', minute: 18 * 60, tomorrow: false }, 'en')).toBe(
      'Opens at 6:00 PM',
    );
    expect(openingNote({ kind: 'opens-at', minute: 10 * 60, tomorrow: true }, 'en')).toBe(
      'Opens tomorrow at 10:00 AM',
    );
    // the restaurant's own words are data, shown as sent after an English label
    expect(openingNote({ kind: 'closed', hours: '매일 10:00 - 22:00' }, 'en')).toBe(
      'Hours: 매일 10:00 - 22:00',
    );
    expect(openingNote({ kind: 'closed', hours: null }, 'en')).toBeNull();
    // Korean as before
    expect(openingNote({ kind: 'opens-at', minute: 10 * 60, tomorrow: true }, 'ko')).toBe(
      '내일 오전 10:00 오픈',
    );
    expect(clockTextIn(18 * 60, 'ko')).toBe('오후 6:00');
  });
});

import { describe, expect, it } from 'vitest';
import { reviewAge, reviewAgeLabel } from './review-age.ts';

const RULE = 'spec 000 §9 "The review age label runs:';
// 2026-11-10 12:00 KST
const now = Date.UTC(2026, 10, 10, 3, 0);
const min = 60_000;
const hour = 60 * min;
const kst = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h - 9, m);

describe('review age label', () => {
  it(`shows "지금 등록" under one minute (${RULE} under 1 minute "지금 등록"")`, () => {
    expect(reviewAgeLabel(now, now)).toBe('지금 등록');
    expect(reviewAgeLabel(now - 59_999, now)).toBe('지금 등록');
  });

  it(`treats a future created_at as "지금 등록" (${RULE} under 1 minute "지금 등록"")`, () => {
    expect(reviewAgeLabel(now + 5 * min, now)).toBe('지금 등록');
  });

  it(`counts minutes up to 59 (${RULE} … minutes up to 59")`, () => {
    expect(reviewAgeLabel(now - min, now)).toBe('1분 전');
    expect(reviewAgeLabel(now - 59 * min - 59_000, now)).toBe('59분 전');
  });

  it(`counts hours up to 23 (${RULE} … hours up to 23")`, () => {
    expect(reviewAgeLabel(now - hour, now)).toBe('1시간 전');
    expect(reviewAgeLabel(now - 24 * hour + 1, now)).toBe('23시간 전');
  });

  it(`keeps hours for a review from late last night (${RULE} … hours up to 23")`, () => {
    expect(reviewAgeLabel(kst(9, 23), now)).toBe('13시간 전');
  });

  it(`shows "어제" for the previous Seoul calendar day (${RULE} … "어제"")`, () => {
    expect(reviewAgeLabel(kst(9, 11), now)).toBe('어제');
    expect(reviewAgeLabel(kst(9, 0, 1), kst(10, 23, 59))).toBe('어제');
  });

  it(`counts calendar days, not 24 h blocks, from 24 h on (${RULE} … 2 to 6 days "N일 전"")`, () => {
    expect(reviewAgeLabel(kst(8, 23, 30), kst(10, 0, 30))).toBe('2일 전');
  });

  it(`shows "N일 전" for 2 to 6 days (${RULE} … 2 to 6 days "N일 전"")`, () => {
    expect(reviewAgeLabel(kst(8, 12), now)).toBe('2일 전');
    expect(reviewAgeLabel(kst(4, 8), now)).toBe('6일 전');
  });

  it(`shows "일주일 전" for 7 days (${RULE} … 7 days "일주일 전"")`, () => {
    expect(reviewAgeLabel(kst(3, 23, 59), now)).toBe('일주일 전');
  });

  it(`shows the Seoul date from 8 days on (${RULE} … then a date.")`, () => {
    expect(reviewAgeLabel(kst(2, 12), now)).toBe('2026년 11월 2일');
    // 2025-12-31 20:00 UTC is already 1 January in Seoul
    expect(reviewAgeLabel('2025-12-31T20:00:00Z', now)).toBe('2026년 1월 1일');
  });

  it(`accepts ISO strings for both instants (${RULE} … minutes up to 59")`, () => {
    expect(reviewAgeLabel('2026-11-10T11:30:00+09:00', '2026-11-10T12:00:00+09:00')).toBe('30분 전');
    expect(reviewAge('2026-11-10 11:00:00', '2026-11-10T03:00:00Z')).toEqual({ kind: 'hours', n: 1 });
  });

  it(`gives no label for an unreadable date (${RULE} …")`, () => {
    expect(reviewAgeLabel('not a date', now)).toBe('');
    expect(reviewAge(now, Number.NaN)).toEqual({ kind: 'unknown' });
  });
});

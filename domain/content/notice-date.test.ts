import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './notice-date.ts';

describe('a notice date', () => {
  it('is the Seoul calendar day', () => {
    expect(formatNoticeDate('2026-11-18T10:00:00+09:00')).toBe('2026.11.18');
    expect(formatNoticeDate('2026-11-17T16:00:00Z')).toBe('2026.11.18');
  });

  it('is shown as given when unreadable', () => {
    expect(formatNoticeDate('어제')).toBe('어제');
  });
});

describe('a notice date in English', () => {
  it('is the Seoul calendar day, as English writes it', () => {
    expect(formatNoticeDate('2026-11-18T10:00:00+09:00', 'en')).toBe('Nov 18, 2026');
    expect(formatNoticeDate('2026-11-17T16:00:00Z', 'en')).toBe('Nov 18, 2026');
    expect(formatNoticeDate('2026-11-17T16:00:00Z', 'ko')).toBe('2026.11.18');
  });

  it('is shown as given when unreadable', () => {
    expect(formatNoticeDate('yesterday', 'en')).toBe('yesterday');
  });
});

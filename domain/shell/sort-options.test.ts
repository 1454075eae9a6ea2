import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_ORDER, SORT_OPTIONS, sortOptions, sortOrderOrDefault } from './sort-options.ts';

describe('sort options', () => {
  it('offers the six orders in spec order with Korean labels (spec 000 §9 "Sort options | rank, review_avg, review_count, min_order_value, distance, estimated_delivery_time")', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      'rank',
      'review_avg',
      'review_count',
      'min_order_value',
      'distance',
      'estimated_delivery_time',
    ]);
    expect(SORT_OPTIONS[0]?.label).toBe('기본 정렬순');
    for (const option of SORT_OPTIONS) expect(option.label).toMatch(/[가-힣]/);
  });

  it('defaults to rank (spec 000 §9 "Default list sort | rank")', () => {
    expect(DEFAULT_SORT_ORDER).toBe('rank');
    expect(sortOrderOrDefault('distance')).toBe('distance');
    expect(sortOrderOrDefault('cheapest')).toBe('rank');
    expect(sortOrderOrDefault(null)).toBe('rank');
  });

  it('names the same orders in English, in the same order (issue "English")', () => {
    expect(sortOptions('ko')).toEqual(SORT_OPTIONS);
    expect(sortOptions('en').map((o) => o.value)).toEqual(SORT_OPTIONS.map((o) => o.value));
    expect(sortOptions('en').map((o) => o.label)).toEqual([
      'Recommended',
      'Top rated',
      'Most reviewed',
      'Lowest minimum order',
      'Nearest',
      'Fastest delivery',
    ]);
  });
});

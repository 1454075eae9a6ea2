import { describe, expect, it } from 'vitest';
import { Samples } from './percentiles.ts';

describe('Samples', () => {
  it('gives nearest-rank percentiles of 1..100 exactly', () => {
    const s = new Samples();
    // added out of order, past the first buffer's size
    for (let i = 100; i >= 1; i--) s.add(i);
    expect(s.percentiles()).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('lets one slow request of a hundred show at p99 but not at p95', () => {
    const s = new Samples();
    for (let i = 0; i < 99; i++) s.add(10);
    s.add(900);
    const p = s.percentiles();
    expect([p.p50, p.p95, p.p99, p.max]).toEqual([10, 10, 10, 900]);
    s.add(900);
    expect(s.percentiles().p99).toBe(900);
  });

  it('answers zeros with no samples and the sample itself with one', () => {
    expect(new Samples().percentiles()).toEqual({ count: 0, p50: 0, p95: 0, p99: 0, max: 0 });
    const one = new Samples();
    one.add(7.5);
    expect(one.percentiles()).toEqual({ count: 1, p50: 7.5, p95: 7.5, p99: 7.5, max: 7.5 });
  });
});

// Latency percentiles, exact: every sample is kept and sorted once at the end. A load run of a few
// minutes makes tens of thousands of requests (a few hundred KB of doubles), so an HDR histogram's
// bounded memory buys nothing here, and exact figures need no precision setting to explain.

export interface Percentiles {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** Samples of one series (ms), growing without copying each time. */
export class Samples {
  private values = new Float64Array(64);
  private size = 0;

  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }

  get count(): number {
    return this.size;
  }

  /** Nearest-rank percentiles: p99 is a latency that 99% of the samples did not exceed. */
  percentiles(): Percentiles {
    const sorted = this.values.slice(0, this.size).sort();
    return {
      count: this.size,
      p50: nearestRank(sorted, 50),
      p95: nearestRank(sorted, 95),
      p99: nearestRank(sorted, 99),
      max: this.size === 0 ? 0 : (sorted[this.size - 1] ?? 0),
    };
  }
}

/** The smallest sample with at least p% of the samples at or below it; 0 with no samples. */
export function nearestRank(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

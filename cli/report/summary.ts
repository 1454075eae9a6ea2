import type { LineResult } from '../script/run-script.ts';

export interface Summary {
  readonly passed: number;
  readonly failed: number;
}

export function summarise(results: readonly LineResult[]): Summary {
  const failed = results.filter((r) => !r.ok).length;
  return { passed: results.length - failed, failed };
}

export const INITIAL_BUDGET: number;
export const ROUTE_BUDGET: number;
export const HOME_SCREEN: string;
export const PRELOAD_BUDGET: number;

/** The problems of index.html's classic scripts (gzip sizes): each within PRELOAD_BUDGET. */
export function preloadProblems(scripts: readonly { file: string; gzip: number }[]): string[];

export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}

export interface LazyChunk {
  readonly key: string;
  readonly file: string;
  readonly gzip: number;
}

export interface BudgetReport {
  readonly entry: string;
  readonly initial: number;
  readonly initialFiles: readonly string[];
  readonly routes: readonly LazyChunk[];
  readonly others: readonly LazyChunk[];
  readonly problems: readonly string[];
}

export function budgetReport(
  manifest: Readonly<Record<string, ManifestChunk>>,
  gzipSize: (file: string) => number,
  entryFiles?: readonly string[],
  homeFiles?: readonly string[],
): BudgetReport;
export function kb(bytes: number): string;

/** The part of Stryker's JSON report (mutation-testing-report-schema) the table reads. */
export interface MutationReport {
  readonly files: Readonly<
    Record<
      string,
      {
        readonly mutants: readonly {
          readonly mutatorName: string;
          readonly replacement?: string;
          readonly status: string;
          readonly location: { readonly start: { readonly line: number; readonly column: number } };
        }[];
      }
    >
  >;
}

export interface ScoreRow {
  readonly folder: string;
  readonly mutants: number;
  readonly detected: number;
  readonly undetected: number;
  readonly ignored: number;
  /** detected / (detected + undetected) in percent; null when nothing was tested */
  readonly score: number | null;
}

export interface Survivor {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly mutator: string;
  readonly replacement: string;
  readonly status: 'Survived' | 'NoCoverage';
}

export interface ScoreTable {
  readonly rows: readonly ScoreRow[];
  readonly total: ScoreRow;
  readonly survivors: readonly Survivor[];
}

export function scoreTable(report: MutationReport, root: string): ScoreTable;
export function formatScoreTable(table: ScoreTable): string;

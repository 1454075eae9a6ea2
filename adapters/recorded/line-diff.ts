// A unified diff of two texts, line by line (longest common subsequence): what a cassette miss
// shows of the normalised request bodies, so a changed field is seen in its place in the body.

export interface DiffOptions {
  /** Unchanged lines kept around each change. Default 2. */
  readonly context?: number;
  /** Texts longer than this (in lines, either side) are not diffed: the cost is their product. */
  readonly maxLines?: number;
}

type Op = readonly [' ' | '-' | '+', string];

function operations(a: readonly string[], b: readonly string[]): Op[] {
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lengths[i] as number[];
      const below = lengths[i + 1] as number[];
      row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push([' ', a[i] ?? '']);
      i++;
      j++;
    } else if (i < a.length && (j === b.length || (lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0))) {
      // The recorded line first, as diff prints a change.
      ops.push(['-', a[i] ?? '']);
      i++;
    } else {
      ops.push(['+', b[j] ?? '']);
      j++;
    }
  }
  return ops;
}

/**
 * `-` lines only in `recorded`, `+` only in `got`, ` ` around them; `…` where unchanged lines were
 * left out. Empty when the texts are equal or too long to diff.
 */
export function unifiedDiff(recorded: string, got: string, options: DiffOptions = {}): string[] {
  const context = options.context ?? 2;
  const a = recorded.split('\n');
  const b = got.split('\n');
  if (recorded === got || Math.max(a.length, b.length) > (options.maxLines ?? 600)) return [];
  const ops = operations(a, b);
  const near = ops.map((_, k) =>
    ops.slice(Math.max(0, k - context), k + context + 1).some(([kind]) => kind !== ' '),
  );
  const lines: string[] = [];
  let skipped = false;
  ops.forEach(([kind, text], k) => {
    if (!near[k]) {
      skipped = true;
      return;
    }
    if (skipped) lines.push('…');
    skipped = false;
    lines.push(`${kind} ${text}`);
  });
  if (skipped) lines.push('…');
  return lines;
}

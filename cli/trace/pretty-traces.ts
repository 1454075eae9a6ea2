// The end of a pretty report: the trace files the run wrote, each ready for `jumun show-trace`.

export function prettyTraces(files: readonly string[]): string | null {
  if (files.length === 0) return null;
  const head = files.length === 1 ? '1 trace written' : `${files.length} traces written`;
  return [`${head} (jumun show-trace FILE):`, ...files.map((f) => `  ${f}`)].join('\n');
}

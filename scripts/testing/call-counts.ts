// How many times each function of some source files ran while `run` ran: V8's precise coverage with
// call counts (the inspector's Profiler), so a test can say a rule ran once per dispatch, local
// helpers included, without replacing any module. `run` runs twice (a warm-up, then the count), so
// it must start from the same place each time (a fresh store).
import { Session } from 'node:inspector/promises';

const root = new URL('../../', import.meta.url).href;

function fileOf(url: string, files: readonly string[]): string | null {
  const path = url.split('?')[0] ?? '';
  if (files.length > 0) return files.find((f) => path.endsWith(f)) ?? null;
  if (!path.startsWith(root) || path.includes('/node_modules/')) return null;
  return path.slice(root.length);
}

export type CallCounts = ReadonlyMap<string, number>;

/**
 * Counts by `file:function` for files whose URL ends with one of `files`; with no files, for every
 * file of the project (not its packages), named by its path from the project's root.
 */
export async function callCounts(files: readonly string[], run: () => Promise<unknown>): Promise<CallCounts> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    // V8 counts only functions that have run since coverage started: a first run warms them up,
    // then the counters are reset and the second run is counted.
    await run();
    await session.post('Profiler.takePreciseCoverage');
    await run();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    await session.post('Profiler.stopPreciseCoverage');
    const counts = new Map<string, number>();
    for (const script of result) {
      const file = fileOf(script.url, files);
      if (file === null) continue;
      for (const fn of script.functions) {
        const count = fn.ranges[0]?.count ?? 0;
        if (fn.functionName === '' || count === 0) continue;
        const key = `${file}:${fn.functionName}`;
        counts.set(key, (counts.get(key) ?? 0) + count);
      }
    }
    return counts;
  } finally {
    session.disconnect();
  }
}

// `jumun serve` keeps V8's young generation at its starting size while it starts and idles, and lets
// it grow once requests come fast. By default it doubles at each scavenge that finds it full, up to
// 8 MB per semi-space, after the seed's import: 14 MB more resident memory for as long as the gateway
// runs, idle or not. `--max-semi-space-size` would cap it, but only when given as Node starts,
// whereas the growth factor is read at every growth, so setting it here, before the start allocates,
// holds the new space at 1 MB per semi-space. V8's flags are the process's, and a worker thread
// starting (the seed import's bcrypt threads, the login pool's) sets them back to their defaults:
// the factor is set again once each worker is online, or the import's allocation doubled the new
// space to 8 MB per semi-space before the gateway even listened.
//
// Under load that small space is a cost: at 50 connections on the restaurant menu it was scavenged a
// thousand times in 5 s (a scavenge per some 50 requests, about 1 s of pauses in all, a fifth of the
// time), each scavenge copying the same live objects of the requests in flight. So once scavenges
// come close together (the allocation of a load, not of a start or an idle gateway's timers) the
// growth factor goes back to V8's default, and the space grows to its maximum: ten times fewer
// scavenges, each a little longer.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';

/** Two scavenges this close together: allocation of more than 10 MB/s, a gateway under load. */
export const LOADED_SCAVENGE_GAP_MS = 100;

/** The growth factor `jumun serve` wants now: 1 while it starts and idles, V8's 2 under load. */
let growthFactor = 2;
let watchingWorkers = false;

function setGrowthFactor(factor: number): void {
  growthFactor = factor;
  setFlagsFromString(`--semi-space-growth-factor=${factor}`);
}

/** A new worker thread resets V8's flags as it starts: the factor again once it is online. */
function keepFactorAcrossWorkers(): void {
  if (watchingWorkers) return;
  watchingWorkers = true;
  process.on('worker', (worker: Worker) =>
    worker.once('online', () => setFlagsFromString(`--semi-space-growth-factor=${growthFactor}`)),
  );
}

export function keepYoungGenerationSmall(): void {
  keepFactorAcrossWorkers();
  setGrowthFactor(1);
}

/**
 * After the start: V8's default growth from the first two scavenges closer than
 * LOADED_SCAVENGE_GAP_MS. Answers a function that stops watching (when the gateway stops).
 */
export function growYoungGenerationUnderLoad(grow = defaultGrowth): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind !== constants.NODE_PERFORMANCE_GC_MINOR) continue;
      if (entry.startTime - last < LOADED_SCAVENGE_GAP_MS) {
        observer.disconnect();
        grow();
        return;
      }
      last = entry.startTime;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

function defaultGrowth(): void {
  setGrowthFactor(2);
}

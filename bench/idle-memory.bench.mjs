// `npm run bench:idle`: the idle gateway's resident memory and its start time, without a load.
// Starts `jumun serve --db memory` (the default seed) JUMUN_BENCH_IDLE_RUNS times (default 5), one
// after another: the time from spawn to "jumun is running", and VmRSS 2 s after that line; then
// the median and the spread of each, with the load average. Target: idle at most 150 MiB.
// JUMUN_BENCH_IDLE_DB names another --db (a postgres:// URL to compare with).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const PORT = Number(process.env.JUMUN_BENCH_IDLE_PORT ?? 8797);
const RUNS = Number(process.env.JUMUN_BENCH_IDLE_RUNS ?? 5);
const DB = process.env.JUMUN_BENCH_IDLE_DB ?? 'memory';
const TARGET_MIB = 150;

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start: seconds to "jumun is running", MiB resident 2 s later; the gateway stopped after. */
async function once() {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['bin/jumun.js', 'serve', '--db', DB, '--port', String(PORT), '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('jumun is running') && resolve());
    child.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
  const startSeconds = (performance.now() - started) / 1000;
  await settle(2000);
  const rss = rssMiB(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { startSeconds, rss };
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (xs, digits) => `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;
const load = () => loadavg()[0].toFixed(1);

const loadBefore = load();
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const run = await once();
  runs.push(run);
  console.log(`run ${i + 1}: started in ${run.startSeconds.toFixed(2)} s, idle ${run.rss.toFixed(0)} MiB`);
}
const rss = runs.map((r) => r.rss);
const starts = runs.map((r) => r.startSeconds);
console.log(
  `jumun serve --db ${DB}, ${RUNS} runs (load average ${loadBefore}-${load()}): idle ${median(rss).toFixed(0)} MiB median (${spread(rss, 0)}; target ${TARGET_MIB}), start ${median(starts).toFixed(2)} s median (${spread(starts, 2)})`,
);

// Part of `npm run bench`: the gateway's catalogue reads against fastify's own speed. The restaurant
// list (60 items) and the menu of restaurant 1001 are loaded with autocannon (50 connections) on a
// `jumun serve --db memory` and on bench/fastify-anchor.mjs (fastify + helmet answering the same
// JSON from a constant), interleaved in rounds; each row prints the median req/s and p99 of both
// and the ratio (target: jumun at least 0.5x the anchor, p99 at most 30 ms). Also the resident
// memory of `jumun serve --db memory` after start (idle) and after the load (target 200 MiB).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = Number(process.env.JUMUN_BENCH_READS_PORT ?? 8796);
const ANCHOR_PORT = PORT + 1;
const ROUNDS = Number(process.env.JUMUN_BENCH_READS_ROUNDS ?? 3);
const SECONDS = Number(process.env.JUMUN_BENCH_READS_SECONDS ?? 5);
const CONNECTIONS = 50;
const LIST = '/api/v2/restaurants?lat=37.498168&lng=127.02761';
const MENU = '/api/v1/restaurants/1001/menu/';

const PROBE = new URL('./loop-probe.mjs', import.meta.url).href;

/** A server process with bench/loop-probe.mjs loaded, once it prints `ready`. */
function started(args, ready) {
  const child = spawn(process.execPath, ['--import', PROBE, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.probes = [];
  let pending = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => {
      pending += String(c);
      if (pending.includes(ready)) resolve(child);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines)
        if (line.startsWith('loop-probe ')) child.probes.shift()?.(JSON.parse(line.slice(11)));
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** What the server's probe measured since it was last asked (bench/loop-probe.mjs). */
function probe(child) {
  return new Promise((resolve) => {
    child.probes.push(resolve);
    child.kill('SIGUSR2');
  });
}

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load on a server, with its probe's figures and the client's (this process's) CPU share. */
async function measured(child, port, path) {
  await probe(child);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const result = await load(port, path);
  const used = process.cpuUsage(cpu);
  const client = (used.user + used.system) / 1000 / (performance.now() - t0);
  return { ...result, inside: await probe(child), client };
}

function load(port, path) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0 || result.errors > 0)
          reject(new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else resolve({ rps: result.requests.average, p99: result.latency.p99 });
      },
    );
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const spread = (xs) => `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)}`;

const jumun = await started(
  ['bin/jumun.js', 'serve', '--db', 'memory', '--port', String(PORT), '--now', NOW, '--quiet'],
  'jumun is running',
);
const dir = mkdtempSync(join(tmpdir(), 'jumun-reads-'));
let anchor = null;
try {
  await settle(2000);
  const idle = rssMiB(jumun.pid);
  const bodies = {};
  for (const path of [LIST, MENU]) {
    const reply = await fetch(`http://127.0.0.1:${PORT}${path}`);
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
    bodies[path] = await reply.json();
  }
  const file = join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  anchor = await started(['bench/fastify-anchor.mjs', String(ANCHOR_PORT), file], 'anchor is running');

  const rows = { [LIST]: { jumun: [], anchor: [] }, [MENU]: { jumun: [], anchor: [] } };
  for (let round = 0; round <= ROUNDS; round++) {
    for (const path of [LIST, MENU]) {
      const ours = await measured(jumun, PORT, path);
      const theirs = await measured(anchor, ANCHOR_PORT, path);
      if (round === 0) continue; // the first round warms both up
      rows[path].jumun.push(ours);
      rows[path].anchor.push(theirs);
    }
  }
  await settle(2000);
  const afterLoad = rssMiB(jumun.pid);
  const anchorAfterLoad = rssMiB(anchor.pid);

  console.log(
    `reads: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, autocannon c=${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s (median, spread)`,
  );
  const line = (name, path, rpsTarget) => {
    const ours = rows[path].jumun;
    const theirs = rows[path].anchor;
    const ratios = ours.map((r, i) => r.rps / theirs[i].rps);
    const ratio = median(ratios);
    const p99 = median(ours.map((r) => r.p99));
    const ok = ratio >= rpsTarget && p99 <= 30;
    return (
      `${name.padEnd(26)} jumun ${median(ours.map((r) => r.rps))
        .toFixed(0)
        .padStart(6)} req/s (${spread(ours.map((r) => r.rps))}) p99 ${p99.toFixed(0).padStart(3)} ms` +
      `  vs anchor ${median(theirs.map((r) => r.rps))
        .toFixed(0)
        .padStart(6)} req/s p99 ${median(theirs.map((r) => r.p99))
        .toFixed(0)
        .padStart(3)} ms` +
      `  ratio ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}..${Math.max(...ratios).toFixed(2)})  target >= ${rpsTarget}, p99 <= 30 ms  ${ok ? 'ok' : 'MISSED'}`
    );
  };
  // Where a p99 comes from: inside each server (its event loop's delay, a request's time from
  // start to last byte written, its GC and CPU share) against what autocannon saw from outside.
  const inside = (name, results) => {
    const m = (f) => median(results.map(f));
    return (
      `${name} loop delay p99 ${m((r) => r.inside.loopP99).toFixed(1)} ms, request in server p99 ` +
      `${m((r) => r.inside.servedP99).toFixed(1)} ms, ${m((r) => r.inside.gc.scavenges).toFixed(0)} scavenges ` +
      `(${m((r) => r.inside.gc.scavengeMs).toFixed(0)} ms) + ${m((r) => r.inside.gc.otherMs).toFixed(0)} ms other GC, ` +
      `CPU ${m((r) => r.inside.cpuShare).toFixed(2)} of a core`
    );
  };
  const detail = (path) =>
    `${''.padEnd(26)} inside (per ${SECONDS} s load, median): ${inside('jumun', rows[path].jumun)}; ` +
    `${inside('anchor', rows[path].anchor)}; client (autocannon) CPU ${median(
      rows[path].jumun.map((r) => r.client),
    ).toFixed(2)} / ${median(rows[path].anchor.map((r) => r.client)).toFixed(2)} of a core`;
  console.log(line('restaurant list (60)', LIST, 0.5));
  console.log(detail(LIST));
  console.log(line('menu of restaurant 1001', MENU, 0.5));
  console.log(detail(MENU));
  console.log(
    `${'jumun serve --db memory'.padEnd(26)} RSS idle ${idle.toFixed(0)} MiB, after load ${afterLoad.toFixed(0)} MiB` +
      `  vs anchor after load ${anchorAfterLoad.toFixed(0)} MiB  ratio ${(idle / anchorAfterLoad).toFixed(2)}  target idle <= 200 MiB  ${idle <= 200 ? 'ok' : 'MISSED'}`,
  );
} finally {
  jumun.kill('SIGTERM');
  anchor?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

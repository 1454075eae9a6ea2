// Part of `npm run bench`: the gateway's catalogue reads against fastify's own speed. The restaurant
// list (60 items) and the menu of restaurant 1001 are loaded with autocannon (50 connections) on a
// `jumun serve --db memory` and on bench/fastify-anchor.mjs (fastify + helmet answering the same
// JSON from a constant), interleaved in rounds; each row prints the median req/s and p99 of both
// and the ratio (target: jumun at least 0.5x the anchor, p99 at most 30 ms), then what each server
// measured inside itself (bench/loop-probe.mjs) and the client's CPU. A third row asks for the list
// as a browser does (brotli accepted). Also the resident memory of `jumun serve --db memory` after
// start (idle) and after the load (target 200 MiB).
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
/** What a phone's browser sends: jumun answers brotli (a tenth of the bytes), the anchor plain JSON. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/**
 * The rows: the list and the menu as plain JSON (the anchor's definition), and the list as a
 * browser asks for it. On a shared 2-core machine autocannon parsing 60 kB answers is itself a
 * large share of the CPU, and a share of the list's p99 (the probe's figures tell them apart).
 */
const ROWS = [
  { name: 'restaurant list (60)', path: LIST, headers: {} },
  { name: 'menu of restaurant 1001', path: MENU, headers: {} },
  { name: 'list, as a browser asks', path: LIST, headers: BROWSER },
];

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
async function measured(child, port, path, headers) {
  await probe(child);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const result = await load(port, path, headers);
  const used = process.cpuUsage(cpu);
  const client = (used.user + used.system) / 1000 / (performance.now() - t0);
  return { ...result, inside: await probe(child), client };
}

function load(port, path, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${path}`, headers, connections: CONNECTIONS, duration: SECONDS },
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
  const compressed = await fetch(`http://127.0.0.1:${PORT}${LIST}`, { headers: BROWSER });
  if (compressed.headers.get('content-encoding') !== 'br')
    throw new Error(
      `${LIST} as a browser asks: answered ${compressed.headers.get('content-encoding')}, not br`,
    );
  const file = join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  anchor = await started(['bench/fastify-anchor.mjs', String(ANCHOR_PORT), file], 'anchor is running');

  const rows = ROWS.map(() => ({ jumun: [], anchor: [] }));
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [i, { path, headers }] of ROWS.entries()) {
      const ours = await measured(jumun, PORT, path, headers);
      const theirs = await measured(anchor, ANCHOR_PORT, path, headers);
      if (round === 0) continue; // the first round warms both up
      rows[i].jumun.push(ours);
      rows[i].anchor.push(theirs);
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
  const line = (name, i, rpsTarget) => {
    const ours = rows[i].jumun;
    const theirs = rows[i].anchor;
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
  const detail = (i) =>
    `${''.padEnd(26)} inside (per ${SECONDS} s load, median): ${inside('jumun', rows[i].jumun)}; ` +
    `${inside('anchor', rows[i].anchor)}; client (autocannon) CPU ${median(
      rows[i].jumun.map((r) => r.client),
    ).toFixed(2)} / ${median(rows[i].anchor.map((r) => r.client)).toFixed(2)} of a core`;
  for (const [i, { name }] of ROWS.entries()) {
    console.log(line(name, i, 0.5));
    console.log(detail(i));
  }
  console.log(
    `${'jumun serve --db memory'.padEnd(26)} RSS idle ${idle.toFixed(0)} MiB, after load ${afterLoad.toFixed(0)} MiB` +
      `  vs anchor after load ${anchorAfterLoad.toFixed(0)} MiB  ratio ${(idle / anchorAfterLoad).toFixed(2)}  target idle <= 200 MiB  ${idle <= 200 ? 'ok' : 'MISSED'}`,
  );
} finally {
  jumun.kill('SIGTERM');
  anchor?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

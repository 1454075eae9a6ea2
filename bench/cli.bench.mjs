// `npm run bench`: the CLI's promises, measured as QA experiences them (whole processes): a cold
// `jumun --help` under 250 ms; one scripted cash order against a local gateway under 1 s and within
// 1.3x of its anchor, the same 15 requests made with bare undici (bench/undici-anchor.mjs), run
// interleaved with it. Both are traced by bench/request-trace.mjs: the client's time before its
// first request and the largest gap between requests (nothing in flight), from its own clock.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = process.env.JUMUN_BENCH_PORT ?? '8798';
const RUNS = Number(process.env.JUMUN_BENCH_RUNS ?? 10);

function time(args, env = process.env) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return ms;
}

/** A whole process with its requests traced: its time, before its first request, its largest gap. */
function traced(args, file) {
  const ms = time(['--import', './bench/request-trace.mjs', ...args], {
    ...process.env,
    JUMUN_REQUEST_TRACE: file,
  });
  const { requests, cpu } = JSON.parse(readFileSync(file, 'utf8'));
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let busyUntil = sorted[0]?.start ?? 0;
  let gap = 0;
  let gapBefore = '';
  for (const r of sorted) {
    if (r.start - busyUntil > gap) {
      gap = r.start - busyUntil;
      gapBefore = r.path.replace(/anon-[0-9a-f]+|0\d{9,10}/g, '…');
    }
    busyUntil = Math.max(busyUntil, r.end ?? r.start);
  }
  return { ms, cpu, first: sorted[0]?.start ?? Number.NaN, gap, gapBefore, requests: sorted.length };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p90: at(0.9), min: s[0], max: s[s.length - 1] };
};
const row = (name, st, budget) =>
  `${name.padEnd(34)} median ${st.median.toFixed(0).padStart(5)} ms   p90 ${st.p90.toFixed(0).padStart(5)} ms   max ${st.max.toFixed(0).padStart(5)} ms   budget ${budget} ms  ${st.median < budget ? 'ok' : 'OVER'}`;

const ANCHOR = 'bench/undici-anchor.mjs';
const help = Array.from({ length: RUNS }, () => time(['bin/jumun.js', '--help']));

// JUMUN_BENCH_GATEWAY=http://... measures against a gateway already running (with the seed's
// clock, `--now 2026-11-21T12:00:00+09:00`) instead of starting one.
const running = process.env.JUMUN_BENCH_GATEWAY;
const server =
  running === undefined
    ? spawn(
        process.execPath,
        ['bin/jumun.js', 'serve', '--db', 'memory', '--port', PORT, '--now', NOW, '--quiet'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
    : null;
if (server !== null)
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (c) => String(c).includes('jumun is running') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
// Phones of this bench run: a phone verified in the last 30 minutes skips the SMS step, so a
// gateway measured twice must not see the same phone again.
const block = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
const phoneOf = (prefix, i) => `010-${prefix}${String(i).padStart(3, '0')}-${block}`;
const dir = mkdtempSync(join(tmpdir(), 'jumun-bench-'));
const template = readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8');
const order = [];
const anchor = [];
const gateway = running ?? `http://127.0.0.1:${PORT}`;
try {
  // A fresh phone per run (a phone verified in the last 30 minutes skips the SMS step), the CLI
  // and the anchor taking turns so that both meet the same load of the machine.
  for (let i = 0; i <= RUNS; i++) {
    const phone = phoneOf('7', i);
    const script = join(dir, `cash-${i}.jsonl`);
    writeFileSync(script, template.replaceAll('{{unique.phone}}', phone));
    const cli = traced(
      ['bin/jumun.js', 'run', script, '--gateway', gateway, '--now', NOW],
      join(dir, 'trace.json'),
    );
    const bare = traced([ANCHOR, gateway, phoneOf('8', i), NOW], join(dir, 'trace.json'));
    if (i === 0) continue; // the first round warms the gateway up
    order.push(cli);
    anchor.push(bare);
  }
} finally {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

console.log(`node ${process.version}, ${RUNS} runs each, whole processes`);
console.log(row('cold `jumun --help`', stats(help), 250));
console.log(row('scripted cash order (jumun run)', stats(order.map((r) => r.ms)), 1000));
const median = (runs, key) => stats(runs.map((r) => r[key])).median;
const ratio = median(order, 'ms') / median(anchor, 'ms');
const common = (runs) => {
  const counts = new Map();
  for (const r of runs) counts.set(r.gapBefore, (counts.get(r.gapBefore) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};
const side = (name, runs) =>
  `  ${name.padEnd(32)} median ${median(runs, 'ms').toFixed(0).padStart(5)} ms (CPU ${median(runs, 'cpu').toFixed(0).padStart(4)} ms)   before 1st request ${median(runs, 'first').toFixed(0).padStart(4)} ms   largest gap ${median(runs, 'gap').toFixed(1).padStart(5)} ms (mostly before ${common(runs)})   ${runs[0]?.requests} requests`;
const cpuRatio = median(order, 'cpu') / median(anchor, 'cpu');
// The fastest runs, beside the medians: on a machine others load, the least disturbed run of each.
const fastest = (runs) => Math.min(...runs.map((r) => r.ms));
const fastestRatio = fastest(order) / fastest(anchor);
console.log(
  `${'cash order: jumun run vs undici'.padEnd(34)} ratio ${ratio.toFixed(2)} (medians, interleaved; fastest runs ${fastestRatio.toFixed(2)}; CPU time ${cpuRatio.toFixed(2)})   target 1.30  ${ratio <= 1.3 ? 'ok' : 'OVER'}`,
);
console.log(side('jumun run', order));
console.log(side('bare undici.request (anchor)', anchor));

// `npm run bench`: what traces cost. The 46 shipped scripts replayed from their cassettes
// (`jumun run fixtures/scripts --cassette fixtures/cassettes/`) with `--trace off` and with
// `--trace on` (every script's trace built and written, the most a run can pay), whole processes
// run interleaved (off/on, then on/off, so drift in the machine's load falls on both), their
// median wall time and the ratio; the promise is traces on within 1.10x of off. The CPU time of
// each process (bench/request-trace.mjs) is shown beside it: on a shared machine it moves less
// than the wall clock.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.JUMUN_BENCH_RUNS ?? 7);
const BUDGET = 1.1;
const SCRIPTS = 46;
const dir = mkdtempSync(join(tmpdir(), 'jumun-bench-traces-'));
const base = ['bin/jumun.js', 'run', 'fixtures/scripts', '--cassette', 'fixtures/cassettes/'];

/** One whole run: its wall time, its CPU time, and the traces it wrote (count, bytes). */
function run(mode, i) {
  const traces = join(dir, `${mode}-${i}`);
  const cpuFile = join(dir, `${mode}-${i}.cpu.json`);
  const args = ['--import', './bench/request-trace.mjs', ...base, '--trace', mode, '--trace-dir', traces];
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: { ...process.env, JUMUN_REQUEST_TRACE: cpuFile },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0 || !result.stdout.includes(`scripts: ${SCRIPTS} passed, 0 failed`))
    throw new Error(
      `--trace ${mode} exited ${result.status}:\n${result.stdout.slice(-2000)}${result.stderr}`,
    );
  const { cpu } = JSON.parse(readFileSync(cpuFile, 'utf8'));
  let files = [];
  try {
    files = readdirSync(traces);
  } catch {
    // --trace off writes nothing
  }
  const bytes = files.reduce((n, f) => n + statSync(join(traces, f)).size, 0);
  rmSync(traces, { recursive: true, force: true });
  return { ms, cpu, files: files.length, bytes };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

// One of each first, not counted: the disk cache and the code cache warmed for both alike.
run('off', 'warm');
run('on', 'warm');
const samples = { off: [], on: [] };
for (let i = 0; i < RUNS; i++) {
  const order = i % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
  for (const mode of order) samples[mode].push(run(mode, i));
}
rmSync(dir, { recursive: true, force: true });

const off = { ms: median(samples.off.map((s) => s.ms)), cpu: median(samples.off.map((s) => s.cpu)) };
const on = { ms: median(samples.on.map((s) => s.ms)), cpu: median(samples.on.map((s) => s.cpu)) };
const written = samples.on[0];
if (written === undefined || written.files !== SCRIPTS)
  throw new Error(`--trace on wrote ${written?.files} traces, expected ${SCRIPTS}`);
const ratio = on.ms / off.ms;
const cpuRatio = on.cpu / off.cpu;
const row = (name, s) =>
  `${name.padEnd(16)} median ${s.ms.toFixed(0).padStart(6)} ms wall   ${s.cpu.toFixed(0).padStart(6)} ms CPU`;
console.log(
  `jumun run of the ${SCRIPTS} shipped scripts from their cassettes, ${RUNS} interleaved runs each`,
);
console.log(row('--trace off', off));
console.log(
  `${row('--trace on', on)}   (${written.files} traces, ${(written.bytes / 1024 / 1024).toFixed(1)} MiB)`,
);
console.log(
  `traces on / off: ${ratio.toFixed(3)}x wall (budget ${BUDGET.toFixed(2)}x) ${ratio <= BUDGET ? 'ok' : 'OVER'}, ${cpuRatio.toFixed(3)}x CPU`,
);

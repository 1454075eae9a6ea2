// `npm run bench`: the CLI's two promises, measured as QA experiences them (whole processes):
// a cold `jumun --help` under 250 ms, and one scripted cash order against a local gateway under 1 s.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = process.env.JUMUN_BENCH_PORT ?? '8798';
const RUNS = Number(process.env.JUMUN_BENCH_RUNS ?? 10);

function time(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['bin/jumun.js', ...args], { encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0)
    throw new Error(`jumun ${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return ms;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p90: at(0.9), min: s[0], max: s[s.length - 1] };
};
const row = (name, st, budget) =>
  `${name.padEnd(34)} median ${st.median.toFixed(0).padStart(5)} ms   p90 ${st.p90.toFixed(0).padStart(5)} ms   max ${st.max.toFixed(0).padStart(5)} ms   budget ${budget} ms  ${st.median < budget ? 'ok' : 'OVER'}`;

const help = Array.from({ length: RUNS }, () => time(['--help']));

const server = spawn(
  process.execPath,
  ['bin/jumun.js', 'serve', '--db', 'memory', '--port', PORT, '--now', NOW, '--quiet'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (c) => String(c).includes('jumun is running') && resolve(undefined));
  server.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
});
const dir = mkdtempSync(join(tmpdir(), 'jumun-bench-'));
const template = readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8');
const order = [];
try {
  // A fresh phone per run: a phone verified in the last 30 minutes skips the SMS step.
  for (let i = 0; i <= RUNS; i++) {
    const file = join(dir, `cash-${i}.jsonl`);
    writeFileSync(file, template.replaceAll('010-1234-5678', `010-7${String(i).padStart(3, '0')}-0000`));
    const ms = time(['run', file, '--gateway', `http://127.0.0.1:${PORT}`, '--now', NOW]);
    if (i > 0) order.push(ms); // the first run warms the gateway up
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

console.log(`node ${process.version}, ${RUNS} runs each, whole processes`);
console.log(row('cold `jumun --help`', stats(help), 250));
console.log(row('scripted cash order (jumun run)', stats(order), 1000));

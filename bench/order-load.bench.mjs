// `npm run bench:orders`: order throughput, in two shapes, each against a `jumun serve` started
// for it (PGlite in memory, or a PostgreSQL server: JUMUN_BENCH_DATABASE_URL names a server on
// which a fresh database is made and dropped):
// - `jumun load`: 75 customers at once, each looping fixtures/scripts/cash-order.jsonl (a fresh
//   guest with a fresh phone each time, verified by SMS, a cash order) for JUMUN_BENCH_LOAD_SECONDS
//   (default 20 s); orders/s, order submit's and an iteration's p50 and p99, lost, doubled and
//   read back, as `jumun load --json` reports them;
// - returning customers (bench/returning-orders.ts): 75 guests, each verified once, placing 20
//   orders: 1,500 orders over straight HTTP, the gateway's own figures.
// And the gateway's resident memory 2 s after its start (idle) and after the load. Targets: 150
// orders/s on PostgreSQL, 80 on PGlite, p99 at most 1 s, none lost or doubled, idle at most 150 MiB.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { printedJson } from '../scripts/printed-json.mjs';
import { bundleBench } from './bundle.mjs';

const PORT = Number(process.env.JUMUN_BENCH_ORDERS_PORT ?? 8795);
const USERS = Number(process.env.JUMUN_BENCH_LOAD_USERS ?? 75);
const SECONDS = Number(process.env.JUMUN_BENCH_LOAD_SECONDS ?? 20);
const SERVER = process.env.JUMUN_BENCH_DATABASE_URL ?? null;
const SCRIPT = 'fixtures/scripts/cash-order.jsonl';

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database on the server (dropped by the returned function), or PGlite in memory. */
async function database() {
  if (SERVER === null) return { target: 'memory', drop: async () => {} };
  const name = `jumun_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    target: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: SERVER });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

function serve(target) {
  const args = ['bin/jumun.js', 'serve', '--db', target, '--port', String(PORT), '--quiet'];
  const child = spawn(process.execPath, [...args, '--sms-daily-budget', '100000000'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('jumun is running') && resolve(child));
    child.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
}

function load() {
  const args = ['bin/jumun.js', 'load', SCRIPT, '--users', String(USERS), '--duration', `${SECONDS}s`];
  const child = spawn(
    process.execPath,
    [...args, '--gateway', `http://127.0.0.1:${PORT}`, '--json', '--max-error-rate', '100%'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return printedJson(child, 'jumun load');
}

/** bench/returning-orders.ts, bundled (it reads the contract's TypeScript), run against the gateway. */
async function returning() {
  const outfile = await bundleBench('bench/returning-orders.ts', 'returning-orders');
  const child = spawn(process.execPath, [outfile], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, JUMUN_BENCH_GATEWAY: `http://127.0.0.1:${PORT}` },
  });
  await new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`returning-orders exited with ${code}`)),
    ),
  );
}

/** `measure` against a gateway on a fresh database, then the gateway stopped and the database dropped. */
async function withGateway(measure) {
  const db = await database();
  const gateway = await serve(db.target);
  try {
    await measure(gateway);
  } finally {
    gateway.kill();
    await settle(500);
    await db.drop();
  }
}

const where = SERVER === null ? 'PGlite (--db memory)' : 'PostgreSQL';
const target = SERVER === null ? 80 : 150;
const f0 = (n) => n.toFixed(0);
await withGateway(async (gateway) => {
  await settle(2000);
  const idle = rssMiB(gateway.pid);
  const load1 = loadavg()[0];
  const summary = await load();
  const afterLoad = rssMiB(gateway.pid);
  const submit = summary.calls.find((c) => c.call === 'order.submit');
  const orders = summary.orders;
  const perSecond = orders.submitted / summary.seconds;
  console.log(
    `jumun load ${SCRIPT} --users ${USERS} --duration ${SECONDS}s on ${where}` +
      ` — ${availableParallelism()} cores, load average ${load1.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`,
  );
  console.log(
    `orders: ${orders.submitted} in ${summary.seconds} s = ${perSecond.toFixed(1)} orders/s (target ${target}) · ` +
      `order.submit p50 ${f0(submit?.p50 ?? Number.NaN)} ms, p99 ${f0(submit?.p99 ?? Number.NaN)} ms · ` +
      `iteration p50 ${f0(summary.iterationTime.p50)} ms, p99 ${f0(summary.iterationTime.p99)} ms (target p99 <= 1000)`,
  );
  console.log(
    `${orders.readBack} read back, ${orders.lost.length} lost, ${orders.doubled.length} doubled; ` +
      `${summary.iterations.failed} of ${summary.iterations.total} iterations failed` +
      (summary.errors.length === 0
        ? ''
        : ` (${summary.errors.map((e) => `${e.kind} ×${e.count}`).join(', ')})`),
  );
  console.log(`gateway RSS idle ${f0(idle)} MiB (target <= 150), after the load ${f0(afterLoad)} MiB`);
});
console.log(`returning customers on ${where} (target ${target} orders/s):`);
await withGateway(() => returning());

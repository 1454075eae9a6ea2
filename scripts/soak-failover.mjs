// `npm run soak:failover`: the database primary dies mid-rush, and nothing acknowledged is lost.
// Real processes on 127.0.0.1 (formation.mjs): a pg_auto_failover monitor, two PostgreSQL nodes (a
// primary and its synchronous standby), PgBouncer in transaction mode beside each, and three
// gateways on the formation's multi-host URL. `jumun load` runs 20 customers for 120 s across the
// three gateways while a probe writes every 100 ms; at 60 s the primary is killed (SIGKILL to the
// node: keeper, postmaster and backends). Then the old primary is started again and rejoins as the
// standby, and the standby is killed and started again. Afterwards: every order answered 2xx is
// read back, none doubled, writes accepted again within 15 s of the primary's death; the figures
// are printed (and with --json as one object). Everything started is stopped, however it ends.
// JUMUN_SOAK_SECONDS shortens the load (the kill is at its middle); --keep keeps the logs.
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Formation, missingTools } from './failover/formation.mjs';
import { databaseUser, Processes } from './failover/processes.mjs';
import { WriteProbe } from './failover/write-probe.mjs';
import { printedJson } from './printed-json.mjs';

const SECONDS = Number(process.env.JUMUN_SOAK_SECONDS ?? 120);
const USERS = 20;
const GATEWAYS = 3;
const WRITES_AGAIN_WITHIN_S = 15;
const SCRIPT = 'fixtures/scripts/cash-order.jsonl';
const json = process.argv.includes('--json');
const keep = process.argv.includes('--keep');

const say = (line) => (json ? process.stderr : process.stdout).write(`${line}\n`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

function startGateway(processes, i, { url, port, dir }) {
  const child = processes.start(
    `gateway${i + 1}`,
    process.execPath,
    [
      'bin/jumun.js',
      'serve',
      '--db',
      url,
      '--port',
      String(port),
      '--quiet',
      '--log',
      join(dir, `gateway${i + 1}.log`),
      '--sms-daily-budget',
      '100000000',
    ],
    { log: join(dir, `gateway${i + 1}.out`), env: process.env, stdout: true },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on(
      'data',
      (chunk) => String(chunk).includes('jumun is running') && resolve(`http://127.0.0.1:${port}`),
    );
    child.on('exit', (code) =>
      reject(new Error(`soak: gateway ${i + 1} exited with ${code} (see ${dir}/gateway${i + 1}.out)`)),
    );
  });
}

function runLoad(processes, i, gateway, users, dir) {
  const child = processes.start(
    `load${i + 1}`,
    process.execPath,
    [
      'bin/jumun.js',
      'load',
      SCRIPT,
      '--users',
      String(users),
      '--duration',
      `${SECONDS}s`,
      '--gateway',
      gateway,
      '--json',
      '--max-error-rate',
      '100%',
    ],
    { log: join(dir, `load${i + 1}.err`), env: process.env, stdout: true },
  );
  return printedJson(child, `soak: jumun load ${i + 1} (see ${dir}/load${i + 1}.err)`);
}

/** The orders in the database, asked of whichever node takes writes now. */
async function orderCount(formation) {
  for (const port of formation.ports.nodes) {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/jumun`,
      connectionTimeoutMillis: 2000,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      const [{ standby }] = (await client.query('SELECT pg_is_in_recovery() AS standby')).rows;
      if (standby) continue;
      const rows = (
        await client.query(
          'SELECT count(*)::int AS orders, count(DISTINCT idempotency_key)::int AS keys, count(idempotency_key)::int AS keyed FROM orders',
        )
      ).rows;
      return rows[0];
    } catch {
      // this node is down: the other
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error('soak: no node takes writes to count the orders');
}

async function main() {
  const missing = missingTools();
  if (missing.length > 0) {
    say(`soak:failover needs Debian's ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);
    return 2;
  }
  const dir = mkdtempSync('/tmp/jumun-soak-');
  const user = databaseUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const processes = new Processes();
  let held = false;
  const stop = async () => {
    await processes.stopAll();
    if (held && !keep) rmSync(dir, { recursive: true, force: true });
    else say(`soak: the logs are in ${dir}`);
  };
  process.once('SIGINT', () => stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => stop().then(() => process.exit(143)));
  try {
    const [monitor, n1, n2, p1, p2, ...gatewayPorts] = await freePorts(5 + GATEWAYS);
    const formation = new Formation(processes, {
      dir,
      ports: { monitor, nodes: [n1, n2], poolers: [p1, p2] },
    });
    const setUpAt = Date.now();
    say('soak: a monitor, two PostgreSQL nodes and their poolers …');
    await formation.create();
    say(
      `soak: the formation is up in ${((Date.now() - setUpAt) / 1000).toFixed(1)} s; three gateways on ${formation.gatewayUrl()}`,
    );
    const gateways = await Promise.all(
      gatewayPorts.map((port, i) => startGateway(processes, i, { url: formation.gatewayUrl(), port, dir })),
    );
    const probe = new WriteProbe(gateways);
    probe.start();
    const started = Date.now();
    const shares = gateways.map((_, i) => Math.floor(USERS / GATEWAYS) + (i < USERS % GATEWAYS ? 1 : 0));
    say(
      `soak: jumun load, ${USERS} customers (${shares.join(' + ')}) for ${SECONDS} s; the primary dies at ${SECONDS / 2} s`,
    );
    const loads = Promise.all(gateways.map((g, i) => runLoad(processes, i, g, shares[i], dir)));
    const events = await chaos(formation, started, probe);
    const results = await loads;
    await probe.stop();
    const after = await orderCount(formation);
    const answers = gatewayAnswers(dir);
    const figures = summarise({ results, events, probe, after, started, answers });
    held = figures.held;
    if (json) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    else print(figures);
    return held ? 0 : 1;
  } finally {
    await stop();
  }
}

/** The primary killed at the middle; the old primary back as the standby; the standby killed and back. */
async function chaos(formation, started, probe) {
  const at = (s) => pause(Math.max(0, started + s * 1000 - Date.now()));
  const since = (t) => ((Date.now() - t) / 1000).toFixed(1);
  await at(SECONDS / 2);
  const primary = await formation.primary();
  const ordersBefore = (await orderCount(formation)).orders;
  const killedAt = Date.now();
  await formation.kill(primary);
  say(`soak: ${since(started)} s: killed the primary, ${primary} (SIGKILL), with ${ordersBefore} orders in`);
  const promoted = await formation.until(
    (nodes) => nodes.some((n) => n.name !== primary && ['wait_primary', 'primary'].includes(n.reported)),
    60_000,
    'the standby to be promoted',
  );
  const newPrimary = promoted.find((n) => n.name !== primary).name;
  const promotedAfter = (Date.now() - killedAt) / 1000;
  say(`soak: ${since(started)} s: ${newPrimary} is the primary, ${promotedAfter.toFixed(1)} s after`);
  await pause(3_000);
  const restartedAt = Date.now();
  formation.restart(primary);
  await formation.until(
    (nodes) =>
      nodes.some((n) => n.name === primary && n.reported === 'secondary' && n.assigned === 'secondary'),
    90_000,
    `${primary} to rejoin as the standby`,
  );
  const rejoinedAfter = (Date.now() - restartedAt) / 1000;
  say(`soak: ${since(started)} s: ${primary} rejoined as the standby in ${rejoinedAfter.toFixed(1)} s`);
  await at(Math.max(SECONDS * 0.75, (Date.now() - started) / 1000 + 2));
  const standbyKilledAt = Date.now();
  await formation.kill(primary);
  say(`soak: ${since(started)} s: killed the standby, ${primary}`);
  await pause(5_000);
  formation.restart(primary);
  await formation.until(
    (nodes) =>
      nodes.every((n) => n.settled) && nodes.some((n) => n.name === primary && n.reported === 'secondary'),
    90_000,
    `${primary} to rejoin again`,
  );
  say(`soak: ${since(started)} s: ${primary} is the standby again`);
  return {
    killedPrimary: primary,
    newPrimary,
    ordersBefore,
    killedAt,
    promotedAfter,
    rejoinedAfter,
    standbyKilledAt,
    writesAgainAfterPrimary: () => probe.acceptedAgainAfter(killedAt),
    writesAgainAfterStandby: () => probe.acceptedAgainAfter(standbyKilledAt),
  };
}

/**
 * What the gateways' logs say (warnings and errors only, --quiet): the requests refused while the
 * database had no primary (503), any other failure (500: a framework error, which must not be),
 * and each primary lost and found.
 */
function gatewayAnswers(dir) {
  const counts = { refused503: 0, failed500: 0, primaryLost: 0, primaryFound: 0, idempotentRetries: 0 };
  for (let i = 1; i <= GATEWAYS; i++) {
    let text = '';
    try {
      text = readFileSync(join(dir, `gateway${i}.log`), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (line.includes('"request refused: the database is unavailable"')) counts.refused503++;
      else if (line.includes('"request failed"')) counts.failed500++;
      else if (line.includes('"database: lost"')) counts.primaryLost++;
      else if (line.includes('"database: found"')) counts.primaryFound++;
      else if (line.includes('"database: retry"')) counts.idempotentRetries++;
    }
  }
  return counts;
}

function summarise({ results, events, probe, after, started, answers }) {
  const sum = (f) => results.reduce((n, r) => n + f(r), 0);
  const errors = {};
  for (const r of results)
    for (const e of r.errors) errors[`${e.of} ${e.kind}`] = (errors[`${e.of} ${e.kind}`] ?? 0) + e.count;
  const writesAgain = events.writesAgainAfterPrimary();
  const orders = {
    acknowledged: sum((r) => r.orders.submitted),
    readBack: sum((r) => r.orders.readBack),
    lost: results.flatMap((r) => r.orders.lost),
    doubled: results.flatMap((r) => r.orders.doubled),
    unreadable: results.flatMap((r) => r.orders.unreadable),
    inDatabase: after.orders,
    beforeKill: events.ordersBefore,
    afterKill: after.orders - events.ordersBefore,
    keysUsedTwice: after.keyed - after.keys,
  };
  const verdict = [];
  if (orders.lost.length > 0) verdict.push(`${orders.lost.length} acknowledged orders lost`);
  if (orders.unreadable.length > 0) verdict.push(`${orders.unreadable.length} orders not read back`);
  if (orders.doubled.length > 0 || orders.keysUsedTwice > 0) verdict.push('orders doubled');
  if (orders.readBack !== orders.acknowledged)
    verdict.push(`${orders.acknowledged - orders.readBack} acknowledged orders not read back`);
  if (answers.failed500 > 0)
    verdict.push(`${answers.failed500} requests answered 500, not the service-problem 503`);
  if (writesAgain === null || writesAgain > WRITES_AGAIN_WITHIN_S)
    verdict.push(
      `writes not accepted within ${WRITES_AGAIN_WITHIN_S} s of the primary's death (${writesAgain ?? 'never'})`,
    );
  return {
    seconds: (Date.now() - started) / 1000,
    customers: USERS,
    gateways: GATEWAYS,
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    iterations: {
      total: sum((r) => r.iterations.total),
      passed: sum((r) => r.iterations.passed),
      failed: sum((r) => r.iterations.failed),
    },
    ordersPerSecond: Number((orders.acknowledged / SECONDS).toFixed(1)),
    orders,
    primaryKilled: {
      node: events.killedPrimary,
      promoted: events.newPrimary,
      promotedAfterSeconds: round(events.promotedAfter),
      writesAcceptedAgainAfterSeconds: round(writesAgain),
      oldPrimaryRejoinedAsStandbyInSeconds: round(events.rejoinedAfter),
    },
    standbyKilled: { writesAcceptedAgainAfterSeconds: round(events.writesAgainAfterStandby()) },
    longestWithoutWritesSeconds: round(probe.longestGap()),
    probe: { writes: probe.samples.length, refused: probe.failures() },
    gatewayLogs: answers,
    errors,
    held: verdict.length === 0,
    verdict,
  };
}

const round = (x) => (x === null ? null : Number(x.toFixed(1)));

function print(f) {
  const lines = [
    '',
    `soak:failover — ${f.customers} customers on ${f.gateways} gateways, ${f.seconds.toFixed(0)} s, load average ${f.loadAverage.join(' ')}`,
    `  iterations            ${f.iterations.total} (${f.iterations.passed} passed, ${f.iterations.failed} failed)`,
    `  orders acknowledged   ${f.orders.acknowledged} (${f.ordersPerSecond}/s): ${f.orders.beforeKill} before the kill, ${f.orders.afterKill} after (${f.orders.inDatabase} in the database)`,
    `  read back             ${f.orders.readBack}; lost ${f.orders.lost.length}, doubled ${f.orders.doubled.length + f.orders.keysUsedTwice}, unreadable ${f.orders.unreadable.length}`,
    `  primary killed        ${f.primaryKilled.node}: ${f.primaryKilled.promoted} promoted after ${f.primaryKilled.promotedAfterSeconds} s, writes accepted again after ${f.primaryKilled.writesAcceptedAgainAfterSeconds} s`,
    `  old primary           rejoined as the standby in ${f.primaryKilled.oldPrimaryRejoinedAsStandbyInSeconds} s`,
    `  standby killed        writes accepted again after ${f.standbyKilled.writesAcceptedAgainAfterSeconds} s`,
    `  longest without writes ${f.longestWithoutWritesSeconds} s (probe: ${f.probe.writes} writes, refused ${JSON.stringify(f.probe.refused)})`,
    `  gateways              ${f.gatewayLogs.refused503} answered 503 (no primary), ${f.gatewayLogs.failed500} answered 500; primary lost ${f.gatewayLogs.primaryLost} and found ${f.gatewayLogs.primaryFound} times, ${f.gatewayLogs.idempotentRetries} order submits run again`,
    `  errors by kind        ${Object.keys(f.errors).length === 0 ? 'none' : ''}`,
    ...Object.entries(f.errors).map(([kind, count]) => `    ${String(count).padStart(6)}  ${kind}`),
    f.held
      ? 'held: every acknowledged order read back, none doubled.'
      : `did not hold:\n  ${f.verdict.join('\n  ')}`,
  ];
  say(lines.join('\n'));
}

process.exitCode = await main().catch((error) => {
  say(String(error?.stack ?? error));
  return 1;
});

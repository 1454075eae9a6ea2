// A pg_auto_failover formation on 127.0.0.1, as Debian ships it: a monitor, two PostgreSQL 15
// nodes (a primary and its synchronous standby) and PgBouncer in transaction mode beside each
// node. No replication or failover of ours: pg_auto_failover's keepers and monitor do it all; the
// gateway finds the primary through its multi-host URL (gateway/db/primary-pool.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUser } from './processes.mjs';

/** Debian's newest PostgreSQL with pg_auto_failover's extension, or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'lib', 'pgautofailover.so')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : join(root, versions[0], 'bin');
}

export function missingTools() {
  const missing = [];
  if (postgresBin() === null) missing.push('postgresql-15-auto-failover');
  for (const [tool, pkg] of [
    ['pg_autoctl', 'pg-auto-failover-cli'],
    ['pgbouncer', 'pgbouncer'],
  ])
    if (!onPath(tool)) missing.push(pkg);
  return missing;
}

function onPath(tool) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The monitor's health checks, made fast enough to fail over within seconds (the defaults take
 * 20-40): a check a second, one retry after half a second, a node unhealthy after 3 s without a
 * report, and a primary that cannot be reached considered demoted after 5 s (it demotes itself
 * after 2 s without the monitor and its standby: the nodes' timeout.network_partition_timeout), so
 * two primaries never take writes at once. The demote timeout is most of the time without writes:
 * the standby is promoted within 2-4 s of the kill, and writes wait (they are not refused) until
 * the monitor confirms it.
 */
const MONITOR_SETTINGS = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 5000,
};
const NETWORK_PARTITION_TIMEOUT_S = 2;

export class Formation {
  /**
   * @param {import('./processes.mjs').Processes} processes
   * @param {{ dir: string, ports: { monitor: number, nodes: number[], poolers: number[] } }} at
   */
  constructor(processes, { dir, ports }) {
    this.processes = processes;
    this.dir = dir;
    this.ports = ports;
    const bin = postgresBin();
    this.env = {
      ...process.env,
      // Debian's PostgreSQL first; nothing of the caller's own PATH the database user may not read
      PATH: `${bin}:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin`,
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, 'config'),
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_RUNTIME_DIR: join(dir, 'run'),
    };
    this.names = ports.nodes.map((_, i) => `node${i + 1}`);
  }

  monitorUrl(user = 'autoctl_node') {
    return `postgres://${user}@127.0.0.1:${this.ports.monitor}/pg_auto_failover?sslmode=disable`;
  }

  /** The gateway's URL: both poolers, the first that takes writes. */
  gatewayUrl() {
    const hosts = this.ports.poolers.map((p) => `127.0.0.1:${p}`).join(',');
    return `postgres://postgres@${hosts}/jumun?target_session_attrs=read-write`;
  }

  #autoctl(args) {
    execFileSync('pg_autoctl', args, {
      env: this.env,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...databaseUser(),
    });
  }

  /** Creates and runs the monitor, then both nodes (the first becomes the primary), then the poolers. */
  async create() {
    const common = ['--hostname', '127.0.0.1', '--listen', '127.0.0.1', '--auth', 'trust', '--no-ssl'];
    this.#autoctl([
      'create',
      'monitor',
      '--pgdata',
      join(this.dir, 'monitor'),
      '--pgport',
      String(this.ports.monitor),
      ...common,
    ]);
    this.#run('monitor');
    await this.#untilMonitorAnswers();
    await this.#tuneMonitor();
    for (const [i, name] of this.names.entries()) {
      this.#autoctl([
        'create',
        'postgres',
        '--pgdata',
        join(this.dir, name),
        '--pgport',
        String(this.ports.nodes[i]),
        '--name',
        name,
        '--dbname',
        'jumun',
        '--monitor',
        this.monitorUrl(),
        ...common,
      ]);
      this.#autoctl([
        'config',
        'set',
        '--pgdata',
        join(this.dir, name),
        'timeout.network_partition_timeout',
        String(NETWORK_PARTITION_TIMEOUT_S),
      ]);
      this.#run(name);
      await this.until(
        (nodes) => nodes.filter((n) => n.settled).length === i + 1,
        120_000,
        `${name} to join`,
      );
    }
    for (const [i, name] of this.names.entries()) this.#startPooler(i, name);
  }

  #run(name) {
    this.processes.start(name, 'pg_autoctl', ['run', '--pgdata', join(this.dir, name)], {
      log: join(this.dir, `${name}.log`),
      env: this.env,
      asDatabase: true,
    });
  }

  #startPooler(i, name) {
    const ini = join(this.dir, `pgbouncer-${name}.ini`);
    const users = join(this.dir, 'pgbouncer-users.txt');
    writeFileSync(users, '"postgres" ""\n');
    writeFileSync(
      ini,
      [
        '[databases]',
        `jumun = host=127.0.0.1 port=${this.ports.nodes[i]} dbname=jumun user=postgres`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.ports.poolers[i]}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${users}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        'default_pool_size = 20',
        // a node that is gone: told within seconds, not after the defaults' 15 s and 120 s
        'server_connect_timeout = 2',
        'server_login_retry = 1',
        'query_wait_timeout = 10',
        `logfile = ${join(this.dir, `pgbouncer-${name}.log`)}`,
        '',
      ].join('\n'),
    );
    this.processes.start(`pooler-${name}`, 'pgbouncer', [ini], {
      log: join(this.dir, `pgbouncer-${name}.out`),
      env: this.env,
      asDatabase: true,
    });
  }

  async #untilMonitorAnswers() {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await this.#monitorQuery('SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > until) throw new Error(`soak: the monitor did not answer: ${error.message}`);
        await pause(250);
      }
    }
  }

  async #tuneMonitor() {
    for (const [name, value] of Object.entries(MONITOR_SETTINGS))
      await this.#monitorQuery(`ALTER SYSTEM SET ${name} = ${value}`, 'postgres');
    await this.#monitorQuery('SELECT pg_reload_conf()', 'postgres');
  }

  async #monitorQuery(text, user) {
    const client = new pg.Client({ connectionString: this.monitorUrl(user), connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** Each node as the monitor sees it: reported and assigned states, and whether they agree. */
  async nodes() {
    const rows = await this.#monitorQuery(
      'SELECT nodename AS name, reportedstate AS reported, goalstate AS assigned FROM pgautofailover.node ORDER BY nodeid',
    );
    return rows.map((r) => ({
      ...r,
      settled: r.reported === r.assigned && ['primary', 'secondary', 'single'].includes(r.reported),
    }));
  }

  /** The node the monitor has as primary (or wait_primary: writes without a standby). */
  async primary() {
    const nodes = await this.nodes();
    return nodes.find((n) => ['primary', 'wait_primary', 'single'].includes(n.reported))?.name ?? null;
  }

  /** Waits until `test(nodes)` holds. */
  async until(test, withinMs, what) {
    const until = Date.now() + withinMs;
    let last = [];
    for (;;) {
      try {
        last = await this.nodes();
        if (test(last)) return last;
      } catch {
        // the monitor is busy with a transition: ask again
      }
      if (Date.now() > until)
        throw new Error(`soak: waited ${withinMs / 1000} s for ${what}: ${JSON.stringify(last)}`);
      await pause(250);
    }
  }

  /** SIGKILL to a node: its keeper, its postmaster and its backends at once, as a machine dying. */
  kill(name) {
    return this.processes.kill(name);
  }

  /** Runs a killed node's keeper again: pg_auto_failover rejoins it (pg_rewind) as the standby. */
  restart(name) {
    this.#run(name);
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

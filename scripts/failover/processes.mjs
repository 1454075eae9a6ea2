// The soak's processes: each started in a process group of its own (so a SIGKILL takes a whole
// node: its keeper, its postmaster and its backends), PostgreSQL's as the postgres user when the
// soak runs as root (PostgreSQL, pg_autoctl and PgBouncer refuse root), and every one of them
// stopped when the soak ends, however it ends.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** The uid and gid to run PostgreSQL's tools as: postgres's when we are root, else our own. */
export function databaseUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export class Processes {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  #running = new Map();
  /** Processes that could not be started, as said. */
  failures = [];

  constructor() {
    // However the soak ends (an uncaught error too), nothing it started outlives it.
    process.once('exit', () => {
      for (const child of this.#running.values()) signal(child, 'SIGKILL');
    });
  }

  /**
   * Starts `command` as `name`, its output to `log`. `asDatabase`: as the database user.
   * @returns {import('node:child_process').ChildProcess}
   */
  start(name, command, args, { log, env, asDatabase = false, stdout = false }) {
    const out = openSync(log, 'a');
    const child = spawn(command, args, {
      env,
      detached: true,
      stdio: ['ignore', stdout ? 'pipe' : out, out],
      ...(asDatabase ? databaseUser() : {}),
    });
    closeSync(out);
    child.on('error', (error) => {
      this.failures.push(`${name}: ${error.message}`);
      this.#running.delete(name);
    });
    this.#running.set(name, child);
    child.on('exit', () => {
      if (this.#running.get(name) === child) this.#running.delete(name);
    });
    return child;
  }

  /** SIGKILL to `name`'s whole process group: the process and everything it started. */
  kill(name) {
    const child = this.#running.get(name);
    if (child === undefined) throw new Error(`soak: no process ${name} to kill`);
    process.kill(-child.pid, 'SIGKILL');
    this.#running.delete(name);
    return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }

  /** SIGTERM to every group still running, SIGKILL to what is left after `graceMs`. */
  async stopAll(graceMs = 5_000) {
    const children = [...this.#running.values()];
    for (const child of children) signal(child, 'SIGTERM');
    const exited = Promise.all(
      children.map((c) =>
        c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)),
      ),
    );
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs));
    await Promise.race([exited, timer]);
    for (const child of children) signal(child, 'SIGKILL');
    this.#running.clear();
  }
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // already gone
  }
}

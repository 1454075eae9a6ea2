// The PasswordHasher of the gateway: bcrypt (bcryptjs) on a pool of worker threads, one per core,
// shared by every gateway of the process. The workers run at a lower priority (nice +10 on Linux),
// so under a flood of logins the event loop, and with it every cheap request, keeps its core while
// the hashes queue. Threads start on first use and an idle pool does not keep the process alive.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PasswordHasher } from './password-hasher.ts';

/** Worker threads for bcrypt: the machine's cores. */
export const BCRYPT_THREADS = availableParallelism();
/** An idle worker beyond the first exits after this long. */
const IDLE_MS = 60_000;
/** How much lower the workers' scheduling priority is than the event loop's (Linux). */
const NICE_INCREMENT = 10;

type Task =
  | { readonly op: 'hash'; readonly plain: string; readonly cost: number | string }
  | { readonly op: 'compare'; readonly plain: string; readonly hash: string };

type Pool = Piscina<Task, string | boolean>;

let pool: Pool | null = null;

function newPool(minThreads: number): Pool {
  return new Piscina<Task, string | boolean>({
    filename: new URL('./bcrypt-worker.mjs', import.meta.url).href,
    minThreads,
    maxThreads: BCRYPT_THREADS,
    idleTimeout: IDLE_MS,
    niceIncrement: NICE_INCREMENT,
  });
}

function hasherOn(poolOf: () => Pool): PasswordHasher {
  return {
    hash: async (plain, cost) => String(await poolOf().run({ op: 'hash', plain, cost })),
    compare: async (plain, hash) => (await poolOf().run({ op: 'compare', plain, hash })) === true,
  };
}

export const bcryptPool: PasswordHasher = hasherOn(() => {
  pool ??= newPool(1);
  return pool;
});

/**
 * `work` with a pool of its own, ended with it: a seed import at start hashes on every core, and
 * its threads do not stay in an idle gateway's memory (the shared pool starts on the first login).
 */
export async function withBcryptThreads<T>(work: (hasher: PasswordHasher) => Promise<T>): Promise<T> {
  const own = newPool(0);
  try {
    return await work(hasherOn(() => own));
  } finally {
    await own.destroy();
  }
}

/** The pool's threads now, for the test that bcrypt stays off the event loop. */
export function bcryptThreads(): number {
  return pool?.threads.length ?? 0;
}

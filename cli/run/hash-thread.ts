// bcrypt of a blocklist entry on a worker thread of the CLI's own, so that the about 50 ms of CPU a
// cost-10 hash takes runs beside the script's requests rather than between them. One thread for
// the process, started on first use and unreferenced (it never keeps the CLI alive). If it cannot
// start or fails, the hash runs on this thread as before: the answer is the same, only later.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import type { SaltedHash } from '../../adapters/blocklist/salted-hash.ts';

/** The thread's code: plain CommonJS, evaluated as is (the bundle has no separate file for it). */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', ({ id, plain, salt }) => {
  try {
    parentPort.postMessage({ id, digest: bcrypt.hashSync(plain, salt) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Answer {
  readonly id: number;
  readonly digest?: string;
  readonly error?: string;
}

type Pending = { resolve: (digest: string) => void; reject: (error: Error) => void };

const onThisThread: SaltedHash = (plain, salt) => bcrypt.hash(plain, salt);

let thread: { worker: Worker; pending: Map<number, Pending> } | null | undefined;
let nextId = 0;

function start(): typeof thread {
  try {
    const worker = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { bcryptjs: createRequire(import.meta.url).resolve('bcryptjs') },
    });
    const pending = new Map<number, Pending>();
    const fail = (error: Error) => {
      thread = null; // later hashes run on this thread
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    };
    worker.on('message', (answer: Answer) => {
      const p = pending.get(answer.id);
      if (p === undefined) return;
      pending.delete(answer.id);
      if (typeof answer.digest === 'string') p.resolve(answer.digest);
      else p.reject(new Error(answer.error ?? 'bcrypt failed'));
      if (pending.size === 0) worker.unref();
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the hashing thread stopped')));
    worker.unref();
    return { worker, pending };
  } catch {
    return null;
  }
}

/** bcrypt of `plain` with `salt`, on the hashing thread (on this one if that thread is not there). */
export const threadHash: SaltedHash = (plain, salt) => {
  if (thread === undefined) thread = start();
  const current = thread;
  if (current === null || current === undefined) return onThisThread(plain, salt);
  const id = nextId++;
  const digest = new Promise<string>((resolve, reject) => current.pending.set(id, { resolve, reject }));
  current.worker.ref(); // an answer is awaited: the process waits for it
  current.worker.postMessage({ id, plain, salt });
  // A thread that failed leaves the hash to this thread; a salt bcrypt refuses is refused here too.
  return digest.catch(() => onThisThread(plain, salt));
};

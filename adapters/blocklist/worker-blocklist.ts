// The browser's Blocklist: the bcrypt runs in blocklist-worker.ts so it does not freeze the page; the
// worker hashes the customer's entry with the list's salt(s) and this side looks the digests up in
// its index of the list (built once, on this thread: the list is not sent with each check).
// If the worker cannot start, reports an error, or does not answer within the timeout, the check
// runs on this thread instead (bcryptBlocklist). It never throws: a failure answers "not blocked".
// Decision: 3 s before falling back; a healthy worker answers a short list in well under a second,
// and the fallback costs the same work again, so it is for a worker that is not there.
import type { Blocklist } from '../../domain/ports/gateway.ts';
import { blocklistIndex, indexedBlocklist, inIndex } from './bcrypt-blocklist.ts';
import { type BlocklistRequest, BlocklistResponseC } from './blocklist-worker.ts';

export const WORKER_TIMEOUT_MS = 3_000;

/** The part of a DOM Worker used here. */
export interface WorkerLike {
  postMessage(message: BlocklistRequest): void;
  addEventListener(type: 'message' | 'error', listener: (event: { readonly data?: unknown }) => void): void;
}

/** Runs `run` after `ms`; returns a cancel function. */
export type Schedule = (ms: number, run: () => void) => () => void;

const defaultSchedule: Schedule = (ms, run) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export interface WorkerBlocklistOptions {
  readonly hashes: readonly string[];
  /** Starts the worker, once, on the first check. Null or a throw means checks run in-thread. */
  readonly startWorker: () => WorkerLike | null;
  readonly timeoutMs?: number;
  readonly schedule?: Schedule;
  /** The in-thread check; defaults to the same check over the same index on this thread. */
  readonly fallback?: Blocklist;
}

interface Pending {
  readonly answer: (digests: readonly string[]) => void;
  readonly giveUp: () => void;
}

export function workerBlocklist(options: WorkerBlocklistOptions): Blocklist {
  const index = blocklistIndex(options.hashes);
  const salts = index.salts;
  const fallback = options.fallback ?? indexedBlocklist(index);
  const schedule = options.schedule ?? defaultSchedule;
  const timeoutMs = options.timeoutMs ?? WORKER_TIMEOUT_MS;
  const pending = new Map<number, Pending>();
  let worker: WorkerLike | null | undefined;
  let nextId = 0;

  const inThread = (customerId: string, phone: string): Promise<boolean> =>
    fallback.isBlocked(customerId, phone).catch(() => false);

  function broken(): void {
    worker = null;
    for (const entry of [...pending.values()]) entry.giveUp();
  }

  function started(): WorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = options.startWorker();
      worker?.addEventListener('message', (event) => {
        const response = BlocklistResponseC.decode(event.data);
        if (response._tag === 'Left' || response.right.id === null) return;
        pending.get(response.right.id)?.answer(response.right.digests);
      });
      worker?.addEventListener('error', broken);
    } catch {
      worker = null;
    }
    return worker;
  }

  return {
    isBlocked(customerId, phone) {
      if (salts.length === 0) return Promise.resolve(false);
      const w = started();
      if (w === null) return inThread(customerId, phone);
      const id = ++nextId;
      return new Promise<boolean>((resolve) => {
        let cancel = () => {};
        const settle = (result: boolean | Promise<boolean>) => {
          if (!pending.delete(id)) return;
          cancel();
          resolve(result);
        };
        const giveUp = () => settle(inThread(customerId, phone));
        pending.set(id, { answer: (digests) => settle(inIndex(index, digests)), giveUp });
        cancel = schedule(timeoutMs, giveUp);
        try {
          w.postMessage({ id, salts, customerId, phone });
        } catch {
          giveUp();
        }
      });
    },
  };
}

import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Blocklist } from '../../domain/ports/gateway.ts';
import { hashBlockEntry } from './bcrypt-blocklist.ts';
import { type BlocklistRequest, handleBlocklistMessage } from './blocklist-worker.ts';
import { type Schedule, WORKER_TIMEOUT_MS, type WorkerLike, workerBlocklist } from './worker-blocklist.ts';

let hashes: string[] = [];
beforeAll(async () => {
  hashes = [(await hashBlockEntry('cust-42', '01012345678')) ?? ''];
});

// A worker in this thread: messages go through the real handler unless `answer` is replaced.
function fakeWorker(answer: (data: BlocklistRequest) => Promise<unknown> | null = handleBlocklistMessage) {
  const listeners: Record<string, ((event: { readonly data?: unknown }) => void)[]> = {
    message: [],
    error: [],
  };
  const sent: BlocklistRequest[] = [];
  const worker: WorkerLike = {
    postMessage(message) {
      sent.push(message);
      void answer(message)?.then((data) => emit('message', data));
    },
    addEventListener(type, listener) {
      listeners[type]?.push(listener);
    },
  };
  const emit = (type: string, data?: unknown) => {
    for (const l of listeners[type] ?? []) l({ data });
  };
  return { worker, sent, emit };
}

function manualSchedule() {
  const timers: { ms: number; run: () => void; live: boolean }[] = [];
  const schedule: Schedule = (ms, run) => {
    const timer = { ms, run, live: true };
    timers.push(timer);
    return () => {
      timer.live = false;
    };
  };
  const fire = () => {
    for (const timer of timers.filter((x) => x.live)) {
      timer.live = false;
      timer.run();
    }
  };
  return { schedule, fire, live: () => timers.filter((x) => x.live) };
}

const fallbackSaying = (blocked: boolean) => {
  const calls: string[] = [];
  const fallback: Blocklist = {
    isBlocked: (customerId, phone) => {
      calls.push(`${customerId}:${phone}`);
      return Promise.resolve(blocked);
    },
  };
  return { fallback, calls };
};

describe('the worker blocklist', () => {
  it('asks the worker and answers what it says, off the main thread (spec 000 §5 "Blocked user: a matching customer id and phone blocks checkout")', async () => {
    const { worker, sent } = fakeWorker();
    const timers = manualSchedule();
    const blocklist = workerBlocklist({ hashes, startWorker: () => worker, schedule: timers.schedule });
    expect(await blocklist.isBlocked('cust-42', '010-1234-5678')).toBe(true);
    expect(await blocklist.isBlocked('cust-43', '01012345678')).toBe(false);
    expect(sent.map((m) => m.id)).toEqual([1, 2]);
    expect(timers.live()).toEqual([]);
  });

  it('pairs answers with questions when they come back out of order (spec 000 §5 "Blocked user")', async () => {
    const held: BlocklistRequest[] = [];
    const { worker, emit } = fakeWorker((m) => {
      held.push(m);
      return null;
    });
    const blocklist = workerBlocklist({
      hashes,
      startWorker: () => worker,
      schedule: manualSchedule().schedule,
    });
    const first = blocklist.isBlocked('cust-42', '01012345678');
    const second = blocklist.isBlocked('cust-43', '01012345678');
    const answers = await Promise.all(held.map(handleBlocklistMessage));
    for (const answer of answers.reverse()) emit('message', answer);
    expect([await first, await second]).toEqual([true, false]);
  });

  it('falls back to the in-thread check when the worker does not answer in time, ignoring a late answer (spec 000 §5 "Blocked user"; decision: 3 s)', async () => {
    const { worker, sent, emit } = fakeWorker(() => null);
    const timers = manualSchedule();
    const { fallback, calls } = fallbackSaying(true);
    const blocklist = workerBlocklist({
      hashes,
      startWorker: () => worker,
      schedule: timers.schedule,
      fallback,
    });
    const answer = blocklist.isBlocked('cust-42', '01012345678');
    expect(timers.live().map((x) => x.ms)).toEqual([WORKER_TIMEOUT_MS]);
    timers.fire();
    emit('message', { id: sent[0]?.id, digests: [] });
    expect(await answer).toBe(true);
    expect(calls).toEqual(['cust-42:01012345678']);
  });

  it('runs in-thread when the worker cannot start, fails, or refuses a message (spec 000 §5 "Blocked user")', async () => {
    const { fallback, calls } = fallbackSaying(true);
    const schedule = manualSchedule().schedule;
    let starts = 0;
    const noWorker = workerBlocklist({
      hashes,
      schedule,
      fallback,
      startWorker: () => {
        starts++;
        throw new Error('Worker is not defined');
      },
    });
    expect(await noWorker.isBlocked('a', '1')).toBe(true);
    expect(await noWorker.isBlocked('b', '2')).toBe(true);
    expect(starts).toBe(1);

    const failing = fakeWorker(() => null);
    const broken = workerBlocklist({ hashes, schedule, fallback, startWorker: () => failing.worker });
    const pending = broken.isBlocked('c', '3');
    failing.emit('error');
    expect(await pending).toBe(true);
    expect(await broken.isBlocked('d', '4')).toBe(true);
    expect(failing.sent).toHaveLength(1);

    const refusing: WorkerLike = {
      postMessage: () => {
        throw new Error('DataCloneError');
      },
      addEventListener: () => {},
    };
    expect(
      await workerBlocklist({ hashes, schedule, fallback, startWorker: () => refusing }).isBlocked('e', '5'),
    ).toBe(true);
    expect(calls).toEqual(['a:1', 'b:2', 'c:3', 'd:4', 'e:5']);
  });

  it('answers "not blocked" rather than throwing when even the fallback fails (decision: the gateway is the trust boundary)', async () => {
    const fallback: Blocklist = { isBlocked: () => Promise.reject(new Error('bug')) };
    const blocklist = workerBlocklist({ hashes, fallback, startWorker: () => null });
    await expect(blocklist.isBlocked('cust-42', '01012345678')).resolves.toBe(false);
  });

  it('accepts a DOM Worker as its worker (spec 000 §5 "Blocked user"; the web shell passes `new Worker(...)`)', () => {
    // Checked by the type checker (npm run typecheck).
    expectTypeOf<Worker>().toExtend<WorkerLike>();
  });
});

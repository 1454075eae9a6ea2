// A seed import hashes its passwords and blocklist entries on the worker pool (issue "Instant and
// light" §5), so a gateway importing a list of blocked customers keeps answering meanwhile: the
// event loop stays mostly idle and a timer on it keeps its beats, where bcrypt on this thread
// (bcryptjs's async hash) kept the loop busy and the timer waiting for the whole hashing.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBcryptThreads } from '../hashing/bcrypt-pool.ts';
import { loadSeed } from '../seed/load-seed.ts';
import type { Seed } from '../seed/seed.ts';
import { type Database, openDatabase } from './database.ts';
import { importSeed } from './import-seed.ts';
import { migrate } from './migrate.ts';

/** Blocked customers in the imported list: about 2 s of bcrypt at cost 10 on this machine's two cores. */
const BLOCKED = 48;

let db: Database;
let seed: Seed;
beforeAll(async () => {
  const loaded = await loadSeed('fixtures/seed');
  if (loaded._tag === 'Left') throw new Error('the default seed does not load');
  const blocklist = Array.from({ length: BLOCKED }, (_, i) => ({
    customer_id: 910_000 + i,
    phone: `0109${String(i).padStart(7, '0')}`,
  }));
  seed = { ...loaded.right, blocklist };
  db = await openDatabase('memory');
  await migrate(db);
  // the catalogue written once, so that the measured import is mostly its hashing
  await withBcryptThreads((passwords) => importSeed(db, seed, 'first', 4, new Date(), passwords));
}, 60_000);
afterAll(() => db?.close());

describe('the seed import is off the event loop', () => {
  it(`hashing ${BLOCKED} blocked customers at cost 10 leaves the loop idle and a timer on time`, async () => {
    // given a timer that beats every 10 ms
    let beats = 0;
    const timer = setInterval(() => {
      beats += 1;
    }, 10);
    const idle = performance.eventLoopUtilization();
    const started = performance.now();
    // when the seed is imported again (a new list: every entry hashed with a new salt), as a
    // gateway's start imports it
    await withBcryptThreads((passwords) => importSeed(db, seed, 'again', 10, new Date(), passwords));
    const took = performance.now() - started;
    const used = performance.eventLoopUtilization(idle);
    clearInterval(timer);
    // then the import did real work (its hashes are cost 10's)
    const hashes = await db.query<{ hash: string }>('SELECT hash FROM blocklist');
    expect(hashes.filter((h) => h.hash.startsWith('$2b$10$'))).toHaveLength(BLOCKED);
    expect(took).toBeGreaterThan(500);
    // with the loop busy less than half the time, and the timer keeping most of its beats (on this
    // thread the hashing held it the whole time: 1 beat of 600, ELU 1.00)
    expect(used.utilization).toBeLessThan(0.5);
    expect(beats).toBeGreaterThan((0.5 * took) / 10);
  }, 60_000);
});

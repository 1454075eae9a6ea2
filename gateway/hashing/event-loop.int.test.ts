// bcrypt runs on the pool's worker threads, not on the event loop: a burst of logins for unknown
// e-mails (each a dummy-hash comparison at the members' cost) leaves the event loop mostly idle,
// where bcrypt on the main thread keeps it busy the whole time.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { GANGNAM, ok } from '../catalog/testing/wire.ts';
import { routePath } from '../http/serve-call.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { bcryptThreads } from './bcrypt-pool.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  // Cost 11: each comparison is real work (about twice cost 10's), the seed's few hashes still quick.
  gateway = await startTestGateway({ bcryptCost: 11 });
}, 60_000);
afterAll(() => gateway?.close());

const login = (username: string) =>
  fetch(`${gateway.url}${routePath(calls['member.login-email'])}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'guess', captcha: null, device_id: 'dev-loop' }),
  }).then((response) => response.status);

describe('bcrypt is off the event loop', () => {
  it('8 concurrent logins for unknown e-mails leave the event loop idle at least half the time', async () => {
    // when 8 logins, each a comparison at cost 11, run at once
    const idle = performance.eventLoopUtilization();
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => login(`loop-${i}@example.com`)));
    const took = performance.now() - started;
    const used = performance.eventLoopUtilization(idle);
    // then they were refused after real work, done on the pool's threads
    expect(statuses).toEqual(Array(8).fill(401));
    expect(took).toBeGreaterThan(100);
    expect(used.utilization).toBeLessThan(0.5);
    expect(bcryptThreads()).toBeGreaterThan(0);
    // and the restaurant list still answers
    const list = await ok(gateway.url, 'restaurant.list', { payload: GANGNAM });
    expect(list.restaurants.length).toBeGreaterThan(0);
  });
});

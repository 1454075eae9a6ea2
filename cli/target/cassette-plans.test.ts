// The cassettes of a run, planned per file, with a fake live gateway: which file records, which
// replays, what is refused, warned and written.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCassette } from '../../adapters/recorded/cassette.ts';
import {
  cassetteOf,
  interaction,
  json,
  ORIGIN,
  request,
  scripted,
} from '../../adapters/recorded/testing/http-exchanges.ts';
import { type PlanInput, planCassettes } from './cassette-plans.ts';

const ratingPath = '/review/restaurant/1001/avgrating/';
const rating = interaction('review.rating', 'GET', ratingPath, null, { review_avg: 4.6, review_count: 14 });
const AT = Date.parse('2026-11-27T12:00:00+09:00');

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'jumun-plans-'));
  const live = scripted(() => json(200, { id: 1002 }));
  const input = (over: Partial<PlanInput>): PlanInput => ({
    flag: '--cassette',
    path: `${dir}/`,
    mode: 'replay',
    scripts: ['a.jsonl', 'b.jsonl'],
    gatewayNamed: true,
    expire: undefined,
    volatile: [],
    origins: [ORIGIN],
    live,
    at: AT,
    ...over,
  });
  return { dir, live, input };
}

const planned = (result: ReturnType<typeof planCassettes>) => {
  if (!result.ok) throw new Error(result.message);
  return result.cassettes;
};

describe('the cassettes of a run', () => {
  it('replay with a gateway: an existing cassette replays and misses without going live, a missing one records', async () => {
    const { dir, live, input } = setUp();
    const a = join(dir, 'a.json');
    writeFileSync(a, formatCassette(cassetteOf(rating)));
    const before = readFileSync(a, 'utf8');
    const cassettes = planned(planCassettes(input({})));
    expect(cassettes.goesLive).toBe(true);
    const replay = cassettes.transportFor('a.jsonl');
    expect((await replay.send(request('GET', ratingPath))).ok).toBe(true);
    const missed = await replay.send(request('GET', '/api/v2/restaurants/1002'));
    expect(missed.ok).toBe(false);
    expect(live.sent).toHaveLength(0);
    expect(cassettes.unmatched('a.jsonl').map((u) => `${u.method} ${u.path}`)).toEqual([
      'GET /api/v2/restaurants/1002',
    ]);
    await cassettes.transportFor('b.jsonl').send(request('GET', '/api/v2/restaurants/1002'));
    expect(live.sent).toHaveLength(1);
    expect(cassettes.save()).toEqual([join(dir, 'b.json')]);
    expect(readFileSync(a, 'utf8')).toBe(before);
    expect(cassettes.fileOf('a.jsonl')).toBe(a);
  });

  it('replay with a gateway and every cassette there does not go live at all', () => {
    const { dir, input } = setUp();
    writeFileSync(join(dir, 'a.json'), formatCassette(cassetteOf(rating)));
    expect(planned(planCassettes(input({ scripts: ['a.jsonl'] }))).goesLive).toBe(false);
  });

  it('a replay that missed nothing writes nothing', () => {
    const { dir, input } = setUp();
    writeFileSync(join(dir, 'a.json'), formatCassette(cassetteOf(rating)));
    const cassettes = planned(planCassettes(input({ scripts: ['a.jsonl'] })));
    cassettes.transportFor('a.jsonl');
    expect(cassettes.save()).toEqual([]);
  });

  it('lockdown refuses a missing cassette naming the script, and never goes live', () => {
    const { dir, input } = setUp();
    writeFileSync(join(dir, 'a.json'), formatCassette(cassetteOf(rating)));
    const result = planCassettes(input({ mode: 'lockdown', gatewayNamed: false }));
    expect(result.ok === false && result.message).toContain(
      `no cassette for b.jsonl (expected ${join(dir, 'b.json')}`,
    );
    const alone = planned(
      planCassettes(input({ mode: 'lockdown', gatewayNamed: false, scripts: ['a.jsonl'] })),
    );
    expect(alone.goesLive).toBe(false);
  });

  it('counts and warns an expired cassette it replays as it is', () => {
    const { dir, input } = setUp();
    const old = { ...cassetteOf(rating), recorded_at: '2026-10-17T12:00:00+09:00' };
    writeFileSync(join(dir, 'a.json'), formatCassette(old));
    const cassettes = planned(
      planCassettes(input({ mode: 'once', gatewayNamed: false, scripts: ['a.jsonl'], expire: 30 })),
    );
    expect(cassettes.expiredKept).toBe(1);
    expect(cassettes.warnings).toEqual([
      `cassette ${join(dir, 'a.json')} is 41 days old (--expire 30): re-record it`,
    ]);
  });

  it('record mode records anew over a cassette it cannot read, saying so; other modes refuse it', async () => {
    const { dir, input } = setUp();
    const file = join(dir, 'a.json');
    writeFileSync(file, '{"version": 1,');
    expect(planCassettes(input({ scripts: ['a.jsonl'] })).ok).toBe(false);
    const cassettes = planned(
      planCassettes(
        input({ mode: 'record', flag: '--record', scripts: ['a.jsonl'], volatile: ['body.memo'] }),
      ),
    );
    expect(cassettes.warnings[0]).toMatch(/invalid JSON.*recorded anew/);
    await cassettes.transportFor('a.jsonl').send(request('GET', '/api/v2/restaurants/1002'));
    cassettes.save();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      volatile: ['body.memo'],
      interactions: [{ call: 'restaurant.detail' }],
    });
  });

  it('refuses a volatile path that is not one', () => {
    const { input } = setUp();
    expect(planCassettes(input({ volatile: ['memo'] }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^--volatile memo/),
    });
  });
});

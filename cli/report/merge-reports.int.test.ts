// `jumun merge-reports` as CI runs it: two shards of a suite replayed from their cassettes by the
// built CLI, each writing its NDJSON report, then merged into one JUnit and one HTML report.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { buildCli, type Jumun } from '../testing/built-cli.ts';
import { RunEvent } from './ndjson-events.ts';
import { childrenNamed, parseXml } from './testing/well-formed-xml.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-merge-'));
const CASH = 'fixtures/scripts/cash-order.jsonl';
// The cash order asserting a total it does not have: its requests are those of its cassette.
const WRONG_TOTAL = join(dir, 'cash-order.jsonl');
writeFileSync(WRONG_TOTAL, readFileSync(CASH, 'utf8').replace('"cart.total":38000', '"cart.total":39000'));
const SHARD_1 = ['fixtures/scripts/restaurant-closed.jsonl', 'fixtures/scripts/blocked-member.jsonl'];
const SHARD_2 = ['fixtures/scripts/coupon-min-order.jsonl'];

let jumun: Jumun;
const replay = (
  scripts: readonly string[],
  reporter: string,
  cassette = 'fixtures/cassettes/',
  more: readonly string[] = [],
) =>
  jumun([
    'run',
    ...scripts,
    '--cassette',
    cassette,
    '--now',
    TEST_NOW,
    '--concurrency',
    '2',
    '--reporter',
    reporter,
    ...more,
  ]);
/** The three scripts of both reports above dealt into four shards: the fourth has none. */
const SPLIT = [...SHARD_1, ...SHARD_2];
const splitReport = (i: number) => join(dir, `split/shard-${i}.ndjson`);

beforeAll(async () => {
  jumun = await buildCli();
  const runs = await Promise.all([
    replay(SHARD_1, `pretty,json:${join(dir, 'reports/shard-1/run.ndjson')}`),
    replay(SHARD_2, `json:${join(dir, 'reports/shard-2/run.ndjson')}`),
    replay([WRONG_TOTAL], `json:${join(dir, 'failing/run.ndjson')}`, 'fixtures/cassettes/cash-order.json'),
  ]);
  expect(runs.map((r) => r.code)).toEqual([0, 0, 1]);
  const shards = await Promise.all(
    [1, 2, 3, 4].map((i) =>
      replay(SPLIT, `json:${splitReport(i)}`, 'fixtures/cassettes/', ['--shard', `${i}/4`]),
    ),
  );
  expect(shards.map((r) => r.code)).toEqual([0, 0, 0, 0]);
}, 120_000);

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunEvent);

describe('the NDJSON report of a run', () => {
  it('is a stream of events the codec reads: each script starts before its steps, steps timed, the summary last', () => {
    const events = lines(join(dir, 'reports/shard-1/run.ndjson'));
    for (const e of events) expect(RunEvent.is(e)).toBe(true);
    for (const index of [0, 1]) {
      const mine = events.filter((e) => 'index' in e && e.index === index).map((e) => e.event);
      expect(mine[0]).toBe('script-start');
      expect(mine.at(-1)).toBe('script-end');
      expect(mine.slice(1, -1).every((k) => k === 'step')).toBe(true);
    }
    const steps = events.filter((e) => e.event === 'step');
    expect(steps.every((s) => typeof s.durationMs === 'number' && typeof s.startMs === 'number')).toBe(true);
    expect(events.at(-1)?.event).toBe('summary');
  });
});

describe('jumun merge-reports', () => {
  it('merges the shards of a passing suite into one JUnit and one HTML report, in name order, exit 0', async () => {
    const junit = join(dir, 'merged/junit.xml');
    const html = join(dir, 'merged/report.html');
    const { code, stdout, stderr } = await jumun([
      'merge-reports',
      join(dir, 'reports'),
      '--junit',
      junit,
      '--html',
      html,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('merged 2 reports');
    expect(stdout).toMatch(/scripts: 3 passed, 0 failed · steps: \d+ passed, 0 failed, 0 skipped/);
    const cases = childrenNamed(
      childrenNamed(parseXml(readFileSync(junit, 'utf8')), 'testsuite')[0] ?? parseXml('<x/>'),
      'testcase',
    );
    expect(cases.map((c) => c.attributes.name)).toEqual([...SHARD_1, ...SHARD_2].sort());
    expect(readFileSync(html, 'utf8')).toMatch(/<h1>jumun merge-reports \(2 reports\): passed<\/h1>/);
  });

  it('fails (exit 1) when a merged script failed, the failure first in the HTML and in JUnit', async () => {
    const junit = join(dir, 'failed/junit.xml');
    const html = join(dir, 'failed/report.html');
    const { code, stdout } = await jumun([
      'merge-reports',
      join(dir, 'reports'),
      join(dir, 'failing/run.ndjson'),
      '--junit',
      junit,
      '--html',
      html,
    ]);
    expect(code).toBe(1);
    expect(stdout).toContain('scripts: 3 passed, 1 failed');
    expect(stdout).toContain('cart.total: expected 39000, was 38000');
    const root = parseXml(readFileSync(junit, 'utf8'));
    expect(root.attributes).toMatchObject({ tests: '4', failures: '1' });
    const page = readFileSync(html, 'utf8');
    expect(page.indexOf('Failed (1)')).toBeLessThan(page.indexOf('Passed (3)'));
    expect(page).toContain('cart.total: expected 39000, was 38000');
  });

  it('refuses overlapping shards and a bad line, exit 2, naming the files and the line', async () => {
    // the same file named twice is read once: no overlap
    const twice = await jumun(['merge-reports', join(dir, 'reports'), `${dir}/./reports/shard-1/run.ndjson`]);
    expect(twice.stderr).toBe('');
    expect(twice.code).toBe(0);
    const copy = join(dir, 'copy.ndjson');
    writeFileSync(copy, readFileSync(join(dir, 'reports/shard-2/run.ndjson')));
    const overlap = await jumun(['merge-reports', join(dir, 'reports/shard-2/run.ndjson'), copy]);
    expect(overlap.code).toBe(2);
    expect(overlap.stderr).toContain(
      `${SHARD_2[0]} is in both ${join(dir, 'reports/shard-2/run.ndjson')} and ${copy}`,
    );
    const bad = join(dir, 'bad.ndjson');
    writeFileSync(bad, `${readFileSync(copy, 'utf8')}not json\n`);
    const broken = await jumun(['merge-reports', bad]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(
      new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} line \\d+: not JSON`),
    );
    const none = await jumun(['merge-reports', join(dir, 'nowhere')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no such file or directory');
  });
});

describe('jumun merge-reports of a suite split with --shard', () => {
  it('finds each shard in its report, an empty shard too', () => {
    for (const i of [1, 2, 3, 4]) {
      const last = lines(splitReport(i)).at(-1);
      expect(last).toMatchObject({ event: 'summary', shard: { index: i, total: 4 } });
    }
    expect(lines(splitReport(4))).toHaveLength(1);
  });

  it('merges every shard of the split, exit 0', async () => {
    const { code, stdout, stderr } = await jumun(['merge-reports', join(dir, 'split')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('merged 4 reports');
    expect(stdout).toContain('scripts: 3 passed, 0 failed');
    expect(stdout).not.toContain('partial');
  });

  it('refuses a shard missing (exit 2), naming which', async () => {
    const { code, stdout, stderr } = await jumun(['merge-reports', splitReport(1), splitReport(3)]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('jumun: shard 2/4, 4/4 missing (of 4; given: 1/4, 3/4)');
    expect(stderr).toContain('--allow-missing-shards');
  });

  it('with --allow-missing-shards merges what it has, warns, and says partial in every output', async () => {
    const junit = join(dir, 'partial/junit.xml');
    const html = join(dir, 'partial/report.html');
    const { code, stdout, stderr } = await jumun([
      'merge-reports',
      splitReport(1),
      '--allow-missing-shards',
      '--junit',
      junit,
      '--html',
      html,
    ]);
    expect(code).toBe(0);
    expect(stderr).toContain('jumun: WARNING: a partial report: shard 2/4, 3/4, 4/4 missing');
    expect(stdout).toContain('scripts: 1 passed, 0 failed');
    expect(stdout).toContain('partial: shard 2/4, 3/4, 4/4 missing');
    const [suite] = childrenNamed(parseXml(readFileSync(junit, 'utf8')), 'testsuite');
    const properties = childrenNamed(suite ?? parseXml('<x/>'), 'properties').flatMap((p) =>
      childrenNamed(p, 'property'),
    );
    expect(properties.map((p) => p.attributes)).toEqual([
      { name: 'partial', value: 'shard 2/4, 3/4, 4/4 missing' },
    ]);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<h1>jumun merge-reports (1 report): passed (partial)</h1>');
    expect(page).toContain('partial: shard 2/4, 3/4, 4/4 missing');
  });
});

// The runner's flags through the built CLI, in a project folder of the test's own (its scripts,
// their cassettes, and the .jumun/last-run.json a run leaves): selection and --list, --bail,
// --retries, --last-failed, --shard. Scripts of assertions only send nothing, so they pass or fail
// as the test writes them; the cash order replays from its shipped cassette.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, type Jumun } from '../testing/built-cli.ts';

let jumun: Jumun;
beforeAll(async () => {
  jumun = await buildCli();
}, 60_000);

const PASSES = '{"assert":{"cart.total":0}}\n';
const FAILS = '{"assert":{"cart.total":1}}\n';

/** A project folder: scripts/NAME.jsonl with cassettes/NAME.json for each, `# tags:` as given. */
function project(scripts: Readonly<Record<string, { tags?: string; body?: string }>>): string {
  const root = mkdtempSync(join(tmpdir(), 'jumun-runner-'));
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'cassettes'));
  for (const [name, { tags, body }] of Object.entries(scripts)) {
    const header = `# ${name}\n${tags === undefined ? '' : `# tags: ${tags}\n`}`;
    writeFileSync(join(root, 'scripts', `${name}.jsonl`), `${header}${body ?? PASSES}`);
    copyFileSync('fixtures/cassettes/cash-order.json', join(root, 'cassettes', `${name}.json`));
  }
  copyFileSync('fixtures/scripts/cash-order.jsonl', join(root, 'scripts', 'cash-order.jsonl'));
  copyFileSync('fixtures/cassettes/cash-order.json', join(root, 'cassettes', 'cash-order.json'));
  return root;
}

const run = (root: string, ...flags: string[]) =>
  jumun(['run', 'scripts/', '--cassette', 'cassettes/', ...flags], { cwd: root });
const heads = (stdout: string) => stdout.match(/^[✓✗-] scripts\/\S+.*$/gm) ?? [];

describe('selection', () => {
  const root = () =>
    project({
      'coupon-a': { tags: 'coupon, smoke' },
      'coupon-b': { tags: 'coupon' },
      'sms-a': { tags: 'sms, slow' },
      untagged: {},
    });

  it('--list prints what would run with its tags, runs nothing, exit 0', async () => {
    const dir = root();
    const { code, stdout, stderr } = await run(dir, '--tag', 'smoke', '--tag', 'sms', '--list');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'scripts/cash-order.jsonl  [smoke, order, payment]',
        'scripts/coupon-a.jsonl  [coupon, smoke]',
        'scripts/sms-a.jsonl  [sms, slow]',
        '',
      ].join('\n'),
    );
    expect(stderr).toBe('jumun: 3 of 5 scripts would run\n');
    expect(existsSync(join(dir, '.jumun'))).toBe(false);
  });

  it('--grep, --tag (a comma list) and --exclude-tag narrow the run itself', async () => {
    const { code, stdout } = await run(root(), '--grep', 'A', '--tag', 'coupon,sms', '--exclude-tag', 'slow');
    expect(code).toBe(0);
    expect(heads(stdout)).toEqual([expect.stringMatching(/^✓ scripts\/coupon-a\.jsonl /)]);
    expect(stdout).toContain('scripts: 1 passed, 0 failed');
  });

  it('a selection matching nothing exits 2, naming the filters', async () => {
    const { code, stderr, stdout } = await run(root(), '--tag', 'payment', '--exclude-tag', 'payment');
    expect(code).toBe(2);
    expect(stderr).toContain('no script matches --tag payment --exclude-tag payment (of 5 scripts given)');
    expect(stdout).toBe('');
  });

  it('refuses an empty --tag and a bad --shard, naming the flag (exit 2)', async () => {
    expect((await run(root(), '--tag', ' , ')).stderr).toContain('--tag: expected a tag');
    const shard = await run(root(), '--shard', '3/2');
    expect(shard.code).toBe(2);
    expect(shard.stderr).toContain('--shard: the shard must be between 1 and 2, got 3/2');
  });

  it('--shard i/n: the shards of a run together list every script once', async () => {
    const dir = root();
    const listed = await Promise.all([1, 2, 3].map((i) => run(dir, '--shard', `${i}/3`, '--list')));
    const all = listed.flatMap((l) => l.stdout.trim().split('\n')).map((l) => l.split(' ')[0]);
    expect(all.sort()).toEqual(
      ['cash-order', 'coupon-a', 'coupon-b', 'sms-a', 'untagged'].map((n) => `scripts/${n}.jsonl`),
    );
    // the paths sorted and dealt round-robin: cash-order, sms-a to 1; coupon-a, untagged to 2
    expect(listed[0]?.stdout).toContain('scripts/sms-a.jsonl');
    expect(listed[1]?.stdout).toContain('scripts/untagged.jsonl');
  });
});

describe('--bail and --retries', () => {
  it('--bail stops starting scripts after the first failure; the rest are not run (exit 1)', async () => {
    const dir = project({ a: { body: FAILS }, b: {}, c: {} });
    const { code, stdout, stderr } = await run(dir, '--concurrency', '1', '--bail');
    expect(code).toBe(1);
    expect(heads(stdout)).toEqual([
      expect.stringMatching(/^✗ scripts\/a\.jsonl /),
      '- scripts/b.jsonl (1 step, not run: --bail)',
      '- scripts/c.jsonl (1 step, not run: --bail)',
      '- scripts/cash-order.jsonl (15 steps, not run: --bail)',
    ]);
    expect(stdout).toContain('scripts: 0 passed, 1 failed, 3 not run');
    expect(stderr).toContain('--bail: stopped after 1 failed; 3 scripts not run');
  });

  it('a bare --bail before the scripts takes none of them for its count', async () => {
    const dir = project({ a: { body: FAILS }, b: {} });
    const { code, stdout } = await jumun(
      ['run', '--bail', 'scripts/', '--cassette', 'cassettes/', '--concurrency', '1'],
      {
        cwd: dir,
      },
    );
    expect(code).toBe(1);
    expect(heads(stdout).map((h) => h.slice(0, 1))).toEqual(['✗', '-', '-']);
    expect((await jumun(['run', '--bail'], { cwd: dir })).stderr).toContain('jumun: give the scripts');
  });

  it('--bail=2 lets the second failure through, then stops', async () => {
    const dir = project({ a: { body: FAILS }, b: { body: FAILS }, c: {} });
    const { stdout } = await run(dir, '--concurrency', '1', '--bail=2');
    expect(heads(stdout).map((h) => h.slice(0, 1))).toEqual(['✗', '✗', '-', '-']);
  });

  it('--retries 2 runs a failing script three times and says so; JUnit carries the attempts', async () => {
    const dir = project({ a: { body: FAILS } });
    const pretty = await run(dir, '--retries', '2', '--grep', 'a.jsonl');
    expect(pretty.code).toBe(1);
    expect(pretty.stdout).toContain('· failed 3 attempts');
    expect(pretty.stdout.match(/↻ attempt \d failed at line 2 assert: cart\.total/g)).toHaveLength(2);
    const junit = await run(dir, '--retries', '2', '--grep', 'a.jsonl', '--reporter', 'junit');
    expect(junit.stdout).toContain('<property name="attempts" value="3"/>');
    expect(junit.stdout).not.toContain('name="flaky"');
  });

  it('refuses --retries that is not a whole number ≥ 0', async () => {
    const { code, stderr } = await run(project({}), '--retries', 'two');
    expect(code).toBe(2);
    expect(stderr).toContain('--retries: expected a whole number ≥ 0, got two');
  });
});

describe('--last-failed', () => {
  it('reruns only what failed last time, then, once it passes, has nothing to rerun', async () => {
    const dir = project({ a: { body: FAILS }, b: {}, c: { body: FAILS } });
    // no run yet
    const before = await run(dir, '--last-failed');
    expect(before.code).toBe(0);
    expect(before.stderr).toContain('no run recorded yet (.jumun/last-run.json): nothing to rerun');
    // a full run records its failures
    expect((await run(dir)).code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, '.jumun', 'last-run.json'), 'utf8'))).toEqual({
      version: 1,
      failed: ['scripts/a.jsonl', 'scripts/c.jsonl'],
      notRun: [],
    });
    // c is fixed; --last-failed runs a and c only
    writeFileSync(join(dir, 'scripts', 'c.jsonl'), PASSES);
    const again = await run(dir, '--last-failed');
    expect(again.code).toBe(1);
    expect(heads(again.stdout).map((h) => h.split(' ').slice(0, 2).join(' '))).toEqual([
      '✗ scripts/a.jsonl',
      '✓ scripts/c.jsonl',
    ]);
    // a is fixed too: it passes, and then nothing failed last time
    writeFileSync(join(dir, 'scripts', 'a.jsonl'), PASSES);
    expect((await run(dir, '--last-failed')).code).toBe(0);
    const none = await run(dir, '--last-failed');
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('none of these scripts failed last time: nothing to rerun');
  });

  it('keeps the failures of scripts a narrower run did not take', async () => {
    const dir = project({ a: { body: FAILS, tags: 'x' }, b: { body: FAILS, tags: 'y' } });
    await run(dir);
    await run(dir, '--tag', 'y');
    expect((await run(dir, '--last-failed', '--list')).stdout).toBe(
      'scripts/a.jsonl  [x]\nscripts/b.jsonl  [y]\n',
    );
  });

  it('reruns the scripts a --bail left not run', async () => {
    const dir = project({ a: { body: FAILS }, b: {} });
    await run(dir, '--bail', '--concurrency', '1');
    const listed = await run(dir, '--last-failed', '--list');
    expect(listed.stdout).toBe(
      'scripts/a.jsonl\nscripts/b.jsonl\nscripts/cash-order.jsonl  [smoke, order, payment]\n',
    );
  });
});

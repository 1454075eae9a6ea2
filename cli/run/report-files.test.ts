// `jumun run --reporter` with files, in-process: every reporter's file written, a refused run
// still reported in each (for CI), and a file that cannot be written refused before anything runs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import { mergeRuns } from '../report/merge-runs.ts';
import { readRunEvents } from '../report/read-events.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { childrenNamed, parseXml } from '../report/testing/well-formed-xml.ts';
import { runCommand } from './run-command.ts';
import type { RunFlags } from './run-flag-table.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-reports-'));
const CASH = 'fixtures/scripts/cash-order.jsonl';

async function jumunRun(paths: readonly string[], flags: RunFlags) {
  const stdout = fakeStream(false);
  const stderr = fakeStream(false);
  const code = await runCommand(paths, { now: TEST_NOW, ...flags }, { stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const events = (file: string) => {
  const read = readRunEvents(readFileSync(file, 'utf8'), file);
  if (!isRight(read)) throw new Error(read.left);
  return read.right;
};

describe('--reporter with files', () => {
  it('writes pretty to stdout and NDJSON, JUnit and HTML to their files (folders made)', async () => {
    const out = join(dir, 'all');
    const { code, stdout } = await jumunRun([CASH], {
      cassette: 'fixtures/cassettes/cash-order.json',
      reporter: `pretty,json:${out}/run.ndjson,junit:${out}/junit.xml,html:${out}/report.html`,
    });
    expect(code).toBe(exitCodes.ok);
    expect(stdout).toMatch(/^✓ fixtures\/scripts\/cash-order\.jsonl \(15 steps/);
    const written = events(join(out, 'run.ndjson'));
    expect(written.map((e) => e.event).filter((k) => k !== 'step')).toEqual([
      'script-start',
      'script-end',
      'summary',
    ]);
    expect(written.filter((e) => e.event === 'step')).toHaveLength(15);
    expect(parseXml(readFileSync(join(out, 'junit.xml'), 'utf8')).attributes).toMatchObject({ tests: '1' });
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('<h1>jumun run: passed</h1>');
  });

  it('reports a refused run in every file: a JUnit error, an NDJSON error event that merges, the HTML', async () => {
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"type":"AddItem","amuont":2}\n');
    const out = join(dir, 'refused');
    const { code, stdout } = await jumunRun([bad], {
      reporter: `pretty,json:${out}/run.ndjson,junit:${out}/junit.xml,html:${out}/report.html`,
    });
    expect(code).toBe(exitCodes.badInput);
    expect(stdout).toBe('');
    const junit = parseXml(readFileSync(join(out, 'junit.xml'), 'utf8'));
    const testcase = childrenNamed(childrenNamed(junit, 'testsuite')[0] ?? junit, 'testcase')[0];
    expect(childrenNamed(testcase ?? junit, 'error')[0]?.attributes.type).toBe('bad-script');
    const merged = mergeRuns([{ file: 'run.ndjson', events: events(join(out, 'run.ndjson')) }]);
    expect(isRight(merged) && merged.right.errors.map((e) => [e.name, e.type])).toEqual([
      [bad, 'bad-script'],
    ]);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('Could not run');
  });

  it('refuses a file it cannot write, exit 2, before anything runs', async () => {
    const aFile = join(dir, 'a-file');
    writeFileSync(aFile, '');
    const { code, stderr, stdout } = await jumunRun([CASH], {
      cassette: 'fixtures/cassettes/cash-order.json',
      reporter: `pretty,junit:${aFile}/junit.xml`,
    });
    expect(code).toBe(exitCodes.badInput);
    expect(stderr).toMatch(new RegExp(`^jumun: --reporter: cannot write junit:${aFile}/junit.xml: `));
    expect(stdout).toBe('');
  });
});

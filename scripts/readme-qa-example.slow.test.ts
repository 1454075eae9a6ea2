// The README's first QA example, as written, against a gateway started as `npm start` starts it
// (the real clock, the data kept in .jumun/db), twice: a QA runs it again on the same gateway.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FreshCopy, preparedCopy } from './testing/fresh-copy.ts';
import './testing/provided-context.ts';
import { npmStart, type StartedApp } from './testing/npm-start.ts';

const run = promisify(execFile);

/** The first `jumun run` line of the README's CLI section, without its comment. */
function firstQaExample(): string {
  const line = readFileSync('README.md', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('npx jumun run '));
  if (line === undefined) throw new Error('README.md has no `npx jumun run` example');
  return line.replace(/\s+#.*$/, '').trim();
}

let clone: FreshCopy;
let app: StartedApp;

beforeAll(async () => {
  // a fresh clone after `npm run prepare` (done once for the slow tier: scripts/testing/slow-setup.ts)
  clone = preparedCopy(inject('preparedClone'));
  app = await npmStart(clone.dir);
}, 90_000);
afterAll(async () => {
  await app?.stop();
  clone?.remove();
});

describe("the README's first QA example", () => {
  it('is the shipped scripts, eight at a time', () => {
    expect(firstQaExample()).toBe('npx jumun run fixtures/scripts --concurrency 8');
  });

  it('passes against npm start on the real clock, and again on the same gateway', async () => {
    // the gateway is the test's own on a free port: the example's default is :8080
    const command = `${firstQaExample()} --gateway ${app.url} --reporter json`;
    const env = { ...process.env };
    delete env.DATABASE_URL;
    for (const attempt of ['first run', 'second run']) {
      const done = await run('sh', ['-c', command], {
        cwd: clone.dir,
        env,
        maxBuffer: 64 * 1024 * 1024,
      }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code?: number; stdout?: string }) => ({ code: e.code ?? -1, stdout: e.stdout ?? '' }),
      );
      const failed = done.stdout
        .split('\n')
        .filter((l) => l.includes('"ok":false'))
        .map((l) => l.slice(0, 300));
      expect({ attempt, failed, code: done.code }).toEqual({ attempt, failed: [], code: 0 });
    }
    // Two runs take 87-103 s here, and past 120 s beside the browser tier's heaviest files (CI, one
    // run): the limit is for a run that hangs.
  }, 240_000);
});

// Two `jumun serve` processes started at the same moment on one fresh PostgreSQL database (a
// deployment of several gateways): the migrations and the seed import run under an advisory lock,
// so the second waits for the first and then starts on the migrated, seeded database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../scripts/testing/provided-context.ts';
import { freshDatabase, serverUrl } from '../testing/test-gateway.ts';

interface Started {
  readonly code: 'started' | number | null;
  readonly url: string | null;
  readonly output: string;
}

/** Resolves once the process prints its banner (started) or exits (it did not start). */
function serve(bundle: string, args: readonly string[]): { child: ChildProcess; started: Promise<Started> } {
  const child = spawn(process.execPath, [bundle, 'serve', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise<Started>((resolve) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /Open\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url !== undefined) resolve({ code: 'started', url, output });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => resolve({ code, url: null, output }));
  });
  return { child, started };
}

describe.runIf(serverUrl !== null)('two gateways started together on a fresh PostgreSQL database', () => {
  let bundle = '';
  let work = '';
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'jumun-together-'));
    bundle = inject('cliBundle');
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('both start, on one migrated and seeded database', async () => {
    // given a database nothing has touched yet, for several rounds (a race may go either way)
    for (let round = 0; round < 2; round += 1) {
      const database = await freshDatabase(serverUrl ?? '');
      const children: ChildProcess[] = [];
      try {
        // when two gateways start on it at the same moment
        const common = ['--port', '0', '--db', database.url, '--now', '2026-11-21T12:00:00+09:00'];
        const starts = [0, 1].map((i) =>
          serve(bundle, [...common, '--log', join(work, `r${round}-${i}.log`)]),
        );
        children.push(...starts.map((s) => s.child));
        const [first, second] = await Promise.all(starts.map((s) => s.started));

        // then both answer, and the database holds the migrations once and the seed once
        expect(first, first?.output).toMatchObject({ code: 'started' });
        expect(second, second?.output).toMatchObject({ code: 'started' });
        for (const gateway of [first, second]) {
          const list = await fetch(`${gateway?.url}/api/v1/service_info/`);
          expect(list.status).toBe(200);
        }
        const check = await database.query<{ migrations: number; restaurants: number }>(
          `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
                  (SELECT count(*)::int FROM restaurants) AS restaurants`,
        );
        expect(check[0]?.migrations).toBeGreaterThanOrEqual(4);
        expect(check[0]?.restaurants).toBeGreaterThanOrEqual(80);
      } finally {
        for (const child of children) child.kill('SIGTERM');
        await Promise.all(
          children.map((c) =>
            c.exitCode !== null || c.signalCode !== null
              ? Promise.resolve()
              : new Promise((resolve) => c.on('exit', resolve)),
          ),
        );
        await database.drop();
      }
    }
  }, 120_000);
});

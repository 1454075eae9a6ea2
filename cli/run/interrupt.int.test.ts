// Ctrl+C (or SIGTERM) during `jumun run`, as a terminal or a cancelled CI job sends it to the
// built CLI: a folder of three scripts run one at a time against a gateway that holds the second
// script's first request. The run ends at once, 130 (143 for SIGTERM), and every report is whole:
// the pretty summary, JUnit and HTML files that parse, an NDJSON that merge-reports accepts and
// calls interrupted; --last-failed then runs the two scripts that did not finish.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import type { RunEvent } from '../report/ndjson-events.ts';
import { parseXml } from '../report/testing/well-formed-xml.ts';
import { buildCli, type Jumun, runCliBundle } from '../testing/built-cli.ts';

let gateway: RunningGateway;
let slow: Server;
let slowUrl: string;
let bundle: string;
let jumun: Jumun;
/** Called when the slow gateway holds a request. */
let onHeld = () => {};
const children: ChildProcess[] = [];

beforeAll(async () => {
  [gateway, bundle, jumun] = await Promise.all([startTestGateway(), runCliBundle(), buildCli()]);
  // The gateway, but an address lookup is never answered: the script that makes one waits.
  slow = createServer((req, res) => {
    if (req.url?.includes('/geocode') === true) {
      onHeld();
      return;
    }
    const target = new URL(req.url ?? '/', gateway.url);
    const forward = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  slow?.closeAllConnections();
  await new Promise((resolve) => slow?.close(resolve));
  await gateway?.close();
});

/** A folder of three scripts: a passes at once, b waits on its address, c would pass. */
function suite(): string {
  const root = mkdtempSync(join(tmpdir(), 'jumun-interrupt-'));
  mkdirSync(join(root, 'scripts'));
  writeFileSync(join(root, 'scripts', 'a.jsonl'), '{"assert":{"cart.total":0}}\n');
  writeFileSync(
    join(root, 'scripts', 'b.jsonl'),
    '{"type":"SetLocation","address":"서울 강남구 역삼동"}\n{"type":"OpenRestaurant","restaurantId":1001}\n',
  );
  writeFileSync(join(root, 'scripts', 'c.jsonl'), '{"assert":{"cart.total":0}}\n');
  return root;
}

/** `jumun run` of the suite, signalled once the slow gateway holds b's request. */
async function interrupted(root: string, signal: 'SIGINT' | 'SIGTERM', more: readonly string[] = []) {
  const held = new Promise<void>((resolve) => {
    onHeld = resolve;
  });
  const child = spawn(
    process.execPath,
    [
      bundle,
      'run',
      'scripts',
      '--gateway',
      slowUrl,
      '--now',
      TEST_NOW,
      '--concurrency',
      '1',
      '--reporter',
      'pretty,junit:out/junit.xml,html:out/report.html,json:out/run.ndjson',
      ...more,
    ],
    { cwd: root },
  );
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (s: string) => {
    stdout += s;
  });
  child.stderr?.setEncoding('utf8').on('data', (s: string) => {
    stderr += s;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await held;
  const sent = Date.now();
  child.kill(signal);
  const code = await exited;
  return { code, stdout, stderr, ms: Date.now() - sent };
}

describe('jumun run interrupted', () => {
  it.each([
    ['SIGINT', exitCodes.interrupted],
    ['SIGTERM', exitCodes.terminated],
  ] as const)(
    'by %s ends at once (exit %i), every report whole and saying so',
    async (signal, code) => {
      const root = suite();
      const run = await interrupted(root, signal);
      expect(run.code).toBe(code);
      // it did not wait out the held request
      expect(run.ms).toBeLessThan(5_000);
      expect(run.stderr).toContain(
        `jumun: interrupted (${signal}): stopping, the reports are being finished`,
      );
      expect(run.stdout).toContain('✓ scripts/a.jsonl (1 step, ');
      expect(run.stdout).toContain('! scripts/b.jsonl (2 steps: interrupted at line 1, ');
      expect(run.stdout).toContain('- scripts/c.jsonl (1 step, not run: interrupted)');
      expect(run.stdout).toContain(
        `scripts: 1 passed, 0 failed, 1 interrupted, 1 not run · steps: 1 passed, 0 failed, 3 skipped\ninterrupted (${signal}): 2 scripts did not finish; --last-failed runs them\n`,
      );
      const junit = parseXml(readFileSync(join(root, 'out/junit.xml'), 'utf8'));
      expect(junit.attributes).toMatchObject({ tests: '3', failures: '0', skipped: '2' });
      const html = readFileSync(join(root, 'out/report.html'), 'utf8');
      expect(html).toContain('<h1>jumun run: interrupted</h1>');
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      const events = readFileSync(join(root, 'out/run.ndjson'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as RunEvent);
      expect(events.at(-1)).toMatchObject({ event: 'summary', interrupted: signal });
    },
    60_000,
  );

  it('merge-reports accepts its NDJSON and says it was interrupted (exit 1); --last-failed runs what did not finish', async () => {
    const root = suite();
    expect((await interrupted(root, 'SIGINT')).code).toBe(exitCodes.interrupted);
    const merged = await jumun(['merge-reports', 'out/run.ndjson'], { cwd: root });
    expect(merged.code).toBe(exitCodes.failed);
    expect(merged.stdout).toContain('scripts: 1 passed, 0 failed, 1 interrupted, 1 not run');
    expect(merged.stdout).toContain('interrupted: out/run.ndjson (SIGINT)');
    const again = await jumun(['run', 'scripts', '--last-failed', '--list'], { cwd: root });
    expect(again.code).toBe(exitCodes.ok);
    expect(again.stdout).toBe('scripts/b.jsonl\nscripts/c.jsonl\n');
  }, 60_000);

  it('with --watch, interrupted during its first run, ends there (exit 130) rather than watching', async () => {
    const root = suite();
    const run = await interrupted(root, 'SIGINT', ['--watch']);
    expect(run.code).toBe(exitCodes.interrupted);
    expect(run.stdout).toContain('interrupted (SIGINT): 2 scripts did not finish');
    expect(run.stdout).not.toContain('watching');
  }, 60_000);
});

// `jumun run` in-process, its stdout and stderr watched: cassettes per script from a directory,
// one cassette refused for two scripts, a cassette miss, a gateway that dies mid-run, and the JUnit
// report of a run that could not start. Replays use the shipped cassettes; two tests need a live
// gateway (recording, dying).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { childrenNamed, parseXml } from '../report/testing/well-formed-xml.ts';
import { runCommand } from './run-command.ts';
import type { RunFlags } from './run-flag-table.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-run-'));
const CASH = 'fixtures/scripts/cash-order.jsonl';
const UNREACHABLE = 'fixtures/scripts/restaurant-unreachable.jsonl';

async function jumunRun(paths: readonly string[], flags: RunFlags, stdout = fakeStream(false)) {
  const stderr = fakeStream(false);
  const code = await runCommand(paths, { now: TEST_NOW, ...flags }, { stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

function script(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('--cassette with a directory', () => {
  it.each(['fixtures/cassettes/', 'fixtures/cassettes'])(
    'replays each script from its own cassette in %s, in parallel, printed in script order',
    async (cassettes) => {
      const { code, stdout } = await jumunRun([CASH, UNREACHABLE], { cassette: cassettes, concurrency: '2' });
      expect(code).toBe(exitCodes.ok);
      expect(stdout.match(/^✓ \S+/gm)).toEqual([`✓ ${CASH}`, `✓ ${UNREACHABLE}`]);
      expect(stdout).toContain('scripts: 2 passed, 0 failed · steps: 24 passed, 0 failed, 0 skipped');
    },
  );

  it('refuses up front a script without a cassette in the directory', async () => {
    const lonely = script('lonely.jsonl', '{"type":"SetLocation","address":"서울 강남구 역삼동"}\n');
    const { code, stderr } = await jumunRun([CASH, lonely], { cassette: 'fixtures/cassettes/' });
    expect(code).toBe(exitCodes.badInput);
    expect(stderr).toContain(`no cassette for ${lonely} (expected fixtures/cassettes/lonely.json`);
  });

  it('refuses two scripts on one cassette file, before anything runs', async () => {
    const { code, stdout, stderr } = await jumunRun([CASH, UNREACHABLE], {
      cassette: 'fixtures/cassettes/cash-order.json',
    });
    expect(code).toBe(exitCodes.badInput);
    expect(stderr).toContain('2 scripts cannot share one cassette file');
    expect(stdout).toBe('');
  });
});

describe('a cassette miss', () => {
  it('names the request with no recorded answer and the nearest recording with its diff, exit 4', async () => {
    // given the cash order opening a restaurant its cassette never saw
    const other = script(
      'cash-order.jsonl',
      readFileSync(CASH, 'utf8').replace('"restaurantId":1001}', '"restaurantId":1002}'),
    );
    // when it replays
    const { code, stdout, stderr } = await jumunRun([other], {
      cassette: 'fixtures/cassettes/cash-order.json',
    });
    // then the step fails naming the missed request and the nearest recording, not the service text
    expect(code).toBe(exitCodes.cassetteMiss);
    expect(stdout).toMatch(
      /✗ line \d+ OpenRestaurant: no recorded answer for GET \/api\/v2\/restaurants\/1002\S*\n/,
    );
    expect(stdout).toMatch(/nearest recorded: #\d+ restaurant\.detail: GET \/api\/v2\/restaurants\/1001/);
    expect(stdout).toContain('path: recorded "/api/v2/restaurants/1001", got "/api/v2/restaurants/1002"');
    expect(stdout).not.toContain('서비스에 문제가');
    expect(stderr).toContain('no recorded answer');
  });
});

describe('--reporter junit when the run cannot start', () => {
  it('writes a valid report with an error entry for a script that does not decode (exit 2)', async () => {
    const bad = script('bad.jsonl', '{"type":"AddItem","amuont":2}\n');
    const { code, stdout } = await jumunRun([bad], { reporter: 'junit' });
    expect(code).toBe(exitCodes.badInput);
    const [testcase] = childrenNamed(
      childrenNamed(parseXml(stdout), 'testsuite')[0] ?? parseXml('<x/>'),
      'testcase',
    );
    expect(testcase?.attributes.name).toBe(bad);
    expect(childrenNamed(testcase ?? parseXml('<x/>'), 'error')[0]?.attributes.type).toBe('bad-script');
  });

  it('writes a valid report with an error entry when the gateway cannot be reached (exit 3)', async () => {
    const { code, stdout } = await jumunRun([CASH], { reporter: 'junit', gateway: 'http://127.0.0.1:9' });
    expect(code).toBe(exitCodes.unreachable);
    const root = parseXml(stdout);
    expect(root.attributes).toMatchObject({ tests: '1', errors: '1' });
    expect(stdout).toContain('type="unreachable"');
  });
});

describe('against a live gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
  });

  it('--record DIR (no trailing slash) writes one cassette per script that then replays', async () => {
    const cassettes = join(dir, 'recorded');
    const recorded = await jumunRun([CASH, UNREACHABLE], { gateway: gateway.url, record: cassettes });
    expect(recorded.code).toBe(exitCodes.ok);
    expect(existsSync(join(cassettes, 'cash-order.json'))).toBe(true);
    expect(existsSync(join(cassettes, 'restaurant-unreachable.json'))).toBe(true);
    const replayed = await jumunRun([CASH, UNREACHABLE], { cassette: cassettes });
    expect(replayed.code).toBe(exitCodes.ok);
  });

  it('refuses --record FILE.json for two scripts before anything runs', async () => {
    const { code, stderr } = await jumunRun([CASH, UNREACHABLE], {
      gateway: gateway.url,
      record: join(dir, 'one.json'),
    });
    expect(code).toBe(exitCodes.badInput);
    expect(stderr).toContain('2 scripts cannot share one cassette file');
    expect(existsSync(join(dir, 'one.json'))).toBe(false);
  });
});

/** A TCP relay to the gateway that the test can pull the plug on, at once and for good. */
function relay(to: URL): Promise<{ url: string; cut: () => void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(to.port), to.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        cut: () => {
          server.close();
          for (const s of sockets) s.destroy();
        },
      });
    });
  });
}

describe('a gateway that dies mid-run', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
  });

  it('stops the run and exits 3, the scripts after it not run, instead of failing every step', async () => {
    // given a gateway behind a relay that is cut as soon as the first script has been printed
    const { url, cut } = await relay(new URL(gateway.url));
    const stdout = fakeStream(false);
    const write = stdout.write;
    let printed = 0;
    const watched = {
      ...stdout,
      write: (s: string) => {
        write(s);
        if (s.startsWith('✓') && ++printed === 1) cut();
        return true;
      },
    };
    // when three scripts run one at a time
    const { code, stderr } = await jumunRun(
      [UNREACHABLE, CASH, UNREACHABLE],
      { gateway: url, concurrency: '1' },
      watched,
    );
    // then the second fails at its first request, the third never starts, and the run exits 3
    expect(code).toBe(exitCodes.unreachable);
    expect(stderr).toContain('the gateway stopped answering during the run');
    const out = stdout.text();
    expect(out).toContain(`✗ ${CASH} (15 steps: 1 failed, 14 skipped`);
    expect(out).toContain(`- ${UNREACHABLE} (9 steps, not run)`);
    expect(out.match(/^ {2}✗ line/gm)).toHaveLength(1);
  });
});

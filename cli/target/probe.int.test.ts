// A --gateway (or --profile) that is not a jumun gateway, as QA meets it: the built CLI against a
// throwaway web server, a static site answering every path with a page or a server answering 404 to
// everything. Every command that probes refuses before its first request (exit 3), naming what
// answered, and `jumun run` says so in each of its reports as it says an unreachable gateway.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProfile } from '../../adapters/http/profile.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import { buildCli, type Jumun } from '../testing/built-cli.ts';
import { probeGateway } from './probe.ts';

const CASH = 'fixtures/scripts/cash-order.jsonl';
const dir = mkdtempSync(join(tmpdir(), 'jumun-probe-'));

interface Site {
  readonly url: string;
  /** The paths asked for, in order. */
  readonly asked: string[];
  readonly server: Server;
}

function site(status: number, type: string, body: string): Promise<Site> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, asked, server });
    });
  });
}

let jumun: Jumun;
let page: Site;
let missing: Site;
beforeAll(async () => {
  [jumun, page, missing] = await Promise.all([
    buildCli(),
    site(200, 'text/html; charset=utf-8', '<!doctype html><title>Welcome</title><h1>It works!</h1>'),
    site(404, 'text/plain', 'Not Found'),
  ]);
});
afterAll(() => {
  page?.server.close();
  missing?.server.close();
});

const notAGateway = (site: Site, answered: string) =>
  `${site.url} is not a jumun gateway: GET /popup/get/, the service status every jumun gateway answers, came back ${answered}`;

describe('a web server that is not a jumun gateway', () => {
  it('refuses `jumun run --gateway` before the first step, exit 3, in every report', async () => {
    page.asked.length = 0;
    const files = {
      junit: join(dir, 'junit.xml'),
      html: join(dir, 'report.html'),
      json: join(dir, 'run.ndjson'),
    };
    const reporters = `pretty,junit:${files.junit},html:${files.html},json:${files.json}`;
    const run = await jumun(['run', CASH, '--gateway', page.url, '--reporter', reporters]);
    expect(run.code).toBe(exitCodes.unreachable);
    expect(run.stderr).toContain(notAGateway(page, '200 text/html'));
    expect(run.stderr).toContain('point --gateway or --profile at a jumun gateway');
    // only the probe reached the server: no step ran
    expect(page.asked).toEqual(['/popup/get/']);
    for (const file of Object.values(files))
      expect(readFileSync(file, 'utf8')).toContain('is not a jumun gateway');
    expect(readFileSync(files.junit, 'utf8')).toContain('type="unreachable"');
    const events = readFileSync(files.json, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string; type?: string; message?: string });
    expect(events.find((e) => e.event === 'error')).toMatchObject({
      type: 'unreachable',
      message: expect.stringContaining(notAGateway(page, '200 text/html')),
    });
  });

  it('refuses a server that answers 404 to everything, and a --profile whose hosts are such a server', async () => {
    const run = await jumun(['run', CASH, '--gateway', missing.url]);
    expect(run.code).toBe(exitCodes.unreachable);
    expect(run.stderr).toContain(notAGateway(missing, '404 text/plain'));
    const profile = join(dir, 'profile.json');
    writeFileSync(profile, JSON.stringify(defaultProfile(missing.url)));
    const profiled = await jumun(['run', CASH, '--profile', profile, '--reporter', 'junit']);
    expect(profiled.code).toBe(exitCodes.unreachable);
    expect(profiled.stdout).toContain('is not a jumun gateway');
  });

  it('is refused alike by jumun order, menu and load', async () => {
    const said = notAGateway(page, '200 text/html');
    const order = await jumun([
      'order',
      '--gateway',
      page.url,
      '--address',
      '서울 강남구 역삼동',
      '--restaurant',
      '1001',
      '--item',
      '후라이드치킨',
      '--option',
      '맛=양념',
      '--phone',
      '01055550909',
      '--address-detail',
      '101호',
    ]);
    expect(order).toMatchObject({ code: exitCodes.unreachable, stdout: '' });
    expect(order.stderr).toContain(said);
    const menu = await jumun(['menu', '1001', '--gateway', page.url]);
    expect(menu.code).toBe(exitCodes.unreachable);
    expect(menu.stderr).toContain(said);
    const load = await jumun(['load', CASH, '--users', '1', '--duration', '1s', '--gateway', page.url]);
    expect(load.code).toBe(exitCodes.unreachable);
    expect(load.stderr).toContain(said);
  }, 30_000);
});

describe('the reference gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    // serving a web app at /, as `jumun serve` does: a page there is no sign of another server
    const web = join(dir, 'web');
    mkdirSync(web);
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>jumun</title>');
    gateway = await startTestGateway({ webRoot: web });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers the probe as a jumun gateway, its web app at / notwithstanding', async () => {
    expect((await fetch(`${gateway.url}/`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect(await probeGateway(defaultProfile(gateway.url))).toBeNull();
  });
});

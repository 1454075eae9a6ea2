import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { CLOSE_GRACE_MS } from './http/close-promptly.ts';
import { startGateway } from './start.ts';
import { serverUrl, startTestGateway } from './testing/test-gateway.ts';

describe('starting the gateway', () => {
  it('loads the default seed into PGlite and listens on 127.0.0.1', async () => {
    const gateway = await startTestGateway();
    try {
      expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const [row] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM restaurants');
      expect(row?.n).toBeGreaterThanOrEqual(80);
      const response = await fetch(`${gateway.url}/no/such/route`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('refuses a bad clock and a bad seed directory with a clear error', async () => {
    const base = {
      port: 0,
      host: '127.0.0.1',
      db: 'memory',
      webRoot: null,
      sandbox: true,
      logger: false,
    } as const;
    expect(await startGateway({ ...base, seedDir: 'fixtures/seed', now: 'yesterday' })).toEqual({
      kind: 'clock',
      message: '--now: not an ISO 8601 time: yesterday',
    });
    const bad = await startGateway({ ...base, seedDir: 'no/such/dir', now: null });
    expect(bad).toMatchObject({ kind: 'seed' });
  });

  // A browser keeps its connections open between requests, and may open one before it has a
  // request to send: neither holds the gateway's stop (http/close-promptly.ts). A request the
  // gateway is reading when it stops is still answered, then its connection closes, well within
  // the grace. (Without the sweep, that connection stayed open for Fastify's keep-alive of 72 s.)
  it('stops at once with a request in flight and a connection that has sent nothing', async () => {
    const gateway = await startTestGateway();
    const port = Number(new URL(gateway.url).port);
    const open = async () => {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
      return { socket, closed };
    };
    const [silent, asking] = await Promise.all([open(), open()]);
    const body = JSON.stringify({ device_id: 'closing-test' });
    // stopped once the gateway has the request, while it reads the body
    const received = new Promise<void>((resolve) => gateway.app.server.once('request', () => resolve()));
    asking.socket.write(
      [
        'POST /v1/customers HTTP/1.1',
        'Host: 127.0.0.1',
        'Connection: keep-alive',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        body,
      ].join('\r\n'),
    );
    await received;
    const started = performance.now();
    await gateway.close();
    const [, answer] = await Promise.all([silent.closed, asking.closed]);
    expect(performance.now() - started).toBeLessThan(CLOSE_GRACE_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 60_000);
});

describe.runIf(serverUrl !== null)('starting the gateway on a PostgreSQL server', () => {
  it('loads the seed into a fresh database of its own', async () => {
    const gateway = await startTestGateway({ db: serverUrl ?? '' });
    try {
      const [row] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM restaurants');
      expect(row?.n).toBeGreaterThanOrEqual(80);
      expect(gateway.db.kind).toBe('postgres');
    } finally {
      await gateway.close();
    }
  }, 60_000);
});

describe('a gateway on an embedded data directory', () => {
  it('keeps its data across a restart, and loads a changed seed keeping its customers (fixtures/README.md)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-gw-'));
    const seed = join(dir, 'seed');
    cpSync('fixtures/seed', seed, { recursive: true });
    const options = { db: join(dir, 'db'), seedDir: seed };
    try {
      // given a guest created on the first run
      const first = await startTestGateway(options);
      const created = (await (
        await fetch(`${first.url}/v1/customers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ device_id: 'restart-test' }),
        })
      ).json()) as { customer_id: string };
      await first.close();

      // when the gateway restarts on the same directory, the guest is still there
      const second = await startTestGateway(options);
      const kept = await second.db.query(
        'SELECT customer_id FROM anonymous_customers WHERE customer_id = $1',
        [created.customer_id],
      );
      expect(kept).toHaveLength(1);
      await second.close();

      // when the seed changes, the new seed is loaded and the customers stay (db/seed-change.int.test.ts)
      const file = join(seed, 'restaurants', '1001.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"역삼 황금치킨"', '"역삼 황금치킨 2호점"'));
      const third = await startTestGateway(options);
      const [row] = await third.db.query<{ name: string }>('SELECT name FROM restaurants WHERE id = 1001');
      expect(row?.name).toBe('역삼 황금치킨 2호점');
      expect(await third.db.query('SELECT customer_id FROM anonymous_customers')).toEqual([
        { customer_id: created.customer_id },
      ]);
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the web app', () => {
  it('is served at / from the built directory, with the security headers', async () => {
    const web = mkdtempSync(join(tmpdir(), 'jumun-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="ko"><title>주문</title></html>');
    const gateway = await startTestGateway({ webRoot: web });
    try {
      const page = await fetch(`${gateway.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>주문</title>');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // the contract's routes are still the gateway's
      expect((await fetch(`${gateway.url}/api/v1/service_info/`)).status).toBe(200);
    } finally {
      await gateway.close();
      rmSync(web, { recursive: true, force: true });
    }
  }, 60_000);

  it("sends the build's brotli or gzip copy of a file to a browser that accepts it, else the file", async () => {
    const web = mkdtempSync(join(tmpdir(), 'jumun-web-'));
    const script = 'console.log("주문");\n'.repeat(50);
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="ko"><title>주문</title></html>');
    writeFileSync(join(web, 'assets/app.js'), script);
    writeFileSync(join(web, 'assets/app.js.br'), brotliCompressSync(script));
    writeFileSync(join(web, 'assets/app.js.gz'), gzipSync(script));
    const gateway = await startTestGateway({ webRoot: web });
    const get = (encoding: string) =>
      request(`${gateway.url}/assets/app.js`, { headers: { 'accept-encoding': encoding } });
    try {
      for (const [accepted, sent] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const reply = await get(accepted);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-encoding']).toBe(sent);
        expect(reply.headers['content-type']).toMatch(/javascript/);
        const body = Buffer.from(await reply.body.arrayBuffer());
        const plain = sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body;
        expect(plain.toString()).toBe(script);
      }
      // a file the build left without copies is sent as it is
      const index = await request(`${gateway.url}/`, { headers: { 'accept-encoding': 'br' } });
      expect(index.headers['content-encoding']).toBeUndefined();
      expect(await index.body.text()).toContain('<title>주문</title>');
    } finally {
      await gateway.close();
      rmSync(web, { recursive: true, force: true });
    }
  }, 60_000);
});

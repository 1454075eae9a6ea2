// Fetching an allow-listed page for the proxy (spec 001 §7 "Proxy ... Returns html when the content
// type is html"), against a page server on 127.0.0.1 (no outbound network).
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtTokens } from '../auth/tokens.ts';
import type { GatewayContext } from '../context.ts';
import { blocklistCheck } from '../db/blocklist-check.ts';
import type { Database } from '../db/database.ts';
import { bcryptPool } from '../hashing/bcrypt-pool.ts';
import { progressHub } from '../ordering/progress/progress-hub.ts';
import { plainKeys } from '../request-keys.ts';
import { gatewaySettings } from '../settings.ts';
import { registerProxy } from './proxy.ts';
import { httpFetchPage } from './proxy-fetch.ts';

const pages: Record<string, (res: ServerResponse) => void> = {
  '/page.html': (res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>안내</p>'),
  '/plain.txt': (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('a < b'),
  '/moved': (res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
  '/data.json': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  '/big.html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(5000)),
  '/gone': (res) => res.writeHead(500).end(),
  '/slow': () => {},
};

let upstream: Server;
let base: string;
let proxyApp: FastifyInstance;

/** A database no proxy path to a remote page may touch. */
const untouchable: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the remote proxy path must not query the database')),
  transaction: () => Promise.reject(new Error('no transactions here')),
  exclusively: () => Promise.reject(new Error('no locks here')),
  close: () => Promise.resolve(),
};

beforeAll(async () => {
  upstream = createServer((req, res) => (pages[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxyApp = Fastify();
  const tokens = jwtTokens(randomBytes(32), () => Date.now());
  const ctx: GatewayContext = {
    db: untouchable,
    clock: { now: () => Date.now() },
    gatewayClock: { now: () => Date.now() },
    settings: gatewaySettings(),
    tokens,
    serve: { tokens, checkResponses: true },
    sandbox: true,
    keys: plainKeys,
    bcryptCost: 4,
    passwords: bcryptPool,
    blocklist: blocklistCheck(bcryptPool),
    log: proxyApp.log,
    progress: progressHub(untouchable, { pollMs: 250, log: proxyApp.log }),
    partnerOrigins: [],
  };
  registerProxy(proxyApp, ctx, {
    allowHosts: new Set([new URL(base).host]),
    fetchPage: httpFetchPage(500, 1000),
  });
  await proxyApp.ready();
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await proxyApp.close();
});

const fetchPage = (path: string) => httpFetchPage(500, 1000)(new URL(path, base));

describe('fetching an allow-listed page', () => {
  it('passes html on, and plain text escaped in <pre>', async () => {
    expect(await fetchPage('/page.html')).toEqual({ html: '<p>안내</p>' });
    expect(await fetchPage('/plain.txt')).toEqual({ html: '<pre>a &#60; b</pre>' });
  });

  it('follows no redirect, takes text only, caps the size, and reports upstream errors and timeouts', async () => {
    expect(await fetchPage('/moved')).toMatchObject({
      status: 502,
      message: expect.stringContaining('redirect'),
    });
    expect(await fetchPage('/data.json')).toMatchObject({
      status: 502,
      message: expect.stringContaining('not text'),
    });
    expect(await fetchPage('/big.html')).toMatchObject({
      status: 502,
      message: expect.stringContaining('larger'),
    });
    expect(await fetchPage('/gone')).toMatchObject({ status: 502 });
    expect(await fetchPage('/slow')).toMatchObject({ status: 504 });
  });
});

describe('the proxy call with an allow-list', () => {
  const viaProxy = (url: string) =>
    proxyApp.inject({ method: 'GET', url: `/misc/proxy/?url=${encodeURIComponent(url)}` });

  it('answers an allow-listed page as html', async () => {
    const response = await viaProxy(`${base}/page.html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('<p>안내</p>');
  });

  it('answers a failing allow-listed page with the error object (502), and still refuses other hosts (403)', async () => {
    const moved = await viaProxy(`${base}/moved`);
    expect(moved.statusCode).toBe(502);
    expect(moved.json()).toMatchObject({ error_code: 'proxy_upstream' });
    expect((await viaProxy('http://127.0.0.1:1/page.html')).statusCode).toBe(403);
  });
});

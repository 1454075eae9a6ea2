// Both real transports against a local HTTP server: answers pass through, and timeouts, refused
// and reset connections and unknown hosts come back as values, never as exceptions.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport } from './fetch-transport.ts';
import { nodeHttpTransport } from './node-http-transport.ts';
import type { HttpRequest, Transport } from './transport.ts';
import { undiciTransport } from './undici-transport.ts';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

function route(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  switch (req.url) {
    case '/json':
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Trace': 'abc' }).end('{"ok":true}');
      return;
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>없음</h1>');
      return;
    case '/slow-headers':
      setTimeout(() => res.writeHead(200).end('late'), 1_000).unref();
      return;
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
      setTimeout(() => res.end('1}'), 5_000).unref(); // far past the 150 ms timeout, even on a loaded machine
      return;
    case '/reset':
      req.socket.destroy();
      return;
    default:
      res.writeHead(500).end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => route(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, timeoutMs = 2_000): HttpRequest => ({
  method: 'GET',
  url: path.startsWith('http') ? path : `${base}${path}`,
  headers: { accept: 'application/json' },
  timeoutMs,
});

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const transports: readonly [string, () => Transport][] = [
  ['fetch', () => fetchTransport()],
  ['undici', () => undiciTransport()],
  ['node:http', () => nodeHttpTransport()],
];

describe.each(transports)('%s transport', (_, make) => {
  it('sends method, headers and body, and answers status, lower-case headers and body', async () => {
    const before = seen.length;
    const result = await make().send({
      method: 'POST',
      url: `${base}/json`,
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: '{"phone":"01012345678"}',
      timeoutMs: 2_000,
    });
    expect(result).toMatchObject({ ok: true, response: { status: 201, body: '{"ok":true}' } });
    if (result.ok) expect(result.response.headers['x-trace']).toBe('abc');
    expect(seen[before]).toMatchObject({ method: 'POST', body: '{"phone":"01012345678"}' });
    expect(seen[before]?.headers.authorization).toBe('Bearer t');
  });

  it('passes a 404 through as an answer', async () => {
    expect(await make().send(get('/missing'))).toMatchObject({
      ok: true,
      response: { status: 404, body: '<h1>없음</h1>' },
    });
  });

  it('answers a timeout when the headers do not come in time', async () => {
    expect(await make().send(get('/slow-headers', 150))).toEqual({ ok: false, failure: { kind: 'timeout' } });
  });

  it('answers a timeout when the body stalls', async () => {
    expect(await make().send(get('/slow-body', 150))).toEqual({ ok: false, failure: { kind: 'timeout' } });
  });

  it('answers network (status 0) for a refused connection', async () => {
    const result = await make().send(get(`http://127.0.0.1:${await closedPort()}/json`));
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });

  it('answers network for a connection reset by the server', async () => {
    expect(await make().send(get('/reset'))).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });

  it('answers network for a host that does not resolve', async () => {
    const result = await make().send(get('http://jumun-nowhere.invalid/json', 5_000));
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });
});

describe('fetch transport with an injected fetch', () => {
  it('aborts through its AbortController at the timeout', async () => {
    let aborted = false;
    const hanging = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    expect(await fetchTransport(hanging).send(get('/any', 20))).toEqual({
      ok: false,
      failure: { kind: 'timeout' },
    });
    expect(aborted).toBe(true);
  });

  it('answers network, with the cause, for a TypeError from fetch', async () => {
    const failing = () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }));
    expect(await fetchTransport(failing).send(get('/any'))).toEqual({
      ok: false,
      failure: { kind: 'network', detail: 'fetch failed ← ECONNRESET' },
    });
  });
});

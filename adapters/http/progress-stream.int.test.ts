import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderProgress } from '../../domain/ports/gateway.ts';
import type { StreamState } from '../../domain/ports/progress-stream.ts';
import { memoryOrderOwners } from './order-owners.ts';
import { defaultProfile } from './profile.ts';
import { httpProgressStream } from './progress-stream.ts';
import { memoryTokens } from './tokens.ts';

const ORDER = '2611210001';
const PATH = `/gateway/order/api/v2/orders/${ORDER}/progress/stream/`;

function progress(status: OrderProgress['status'], version: number): OrderProgress {
  return {
    order_number: ORDER,
    status,
    version,
    steps: [{ status: 'received', at: '2026-11-21T12:00:00+09:00' }],
    estimated_minutes: null,
    estimated_arrival: null,
    restaurant_phone: '02-555-0101',
    cancellable: status === 'received',
    cancellation: null,
  };
}

const frame = (p: OrderProgress) => `id: ${p.version}\nevent: status\ndata: ${JSON.stringify(p)}\n\n`;

/** A gateway whose stream route answers each connection with the next handler. */
async function gateway(...connections: ((req: IncomingMessage, res: ServerResponse) => void)[]) {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req);
    const handle = connections[Math.min(requests.length, connections.length) - 1];
    if (req.url !== PATH || handle === undefined) {
      res.writeHead(404).end();
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { requests, profile: defaultProfile(`http://127.0.0.1:${port}`) };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });

/** What a follow told its listener, until it ended. */
async function followed(stream: ReturnType<typeof httpProgressStream>, after?: number) {
  const seen: (number | StreamState | string)[] = [];
  const follow = stream.follow(
    ORDER,
    {
      onProgress: (p) => seen.push(p.version),
      onState: (s) => seen.push(s),
      onFailure: (f) => seen.push(`failure ${f.kind === 'rejected' ? f.status : f.kind}`),
    },
    after === undefined ? {} : { after },
  );
  await follow.ended;
  return seen;
}

describe("the order's progress stream over HTTP (Server-Sent Events)", () => {
  it('tells each change as it comes, with the bearer, and ends after delivered', async () => {
    const { requests, profile } = await gateway((_req, res) => {
      sse(res);
      res.write(': heartbeat\n\n');
      res.write(frame(progress('received', 1)));
      setTimeout(() => res.write(frame(progress('accepted', 2))), 20);
      setTimeout(() => res.end(frame(progress('delivered', 3))), 40);
    });
    const stream = httpProgressStream({
      profile,
      tokens: memoryTokens({ access_token: 't-1', refresh_token: null }),
    });
    expect(await followed(stream)).toEqual(['connecting', 'open', 1, 2, 3, 'ended']);
    expect(requests[0]?.headers.authorization).toBe('Bearer t-1');
    expect(requests[0]?.headers['last-event-id']).toBeUndefined();
  });

  it('opens a dropped stream again with Last-Event-ID, and tells no change twice', async () => {
    const { requests, profile } = await gateway(
      (_req, res) => {
        sse(res);
        res.write(frame(progress('received', 1)));
        res.write(frame(progress('accepted', 2)));
        setTimeout(() => res.socket?.destroy(), 20);
      },
      (_req, res) => {
        sse(res);
        // the gateway sends the current state at once, then what follows
        res.write(frame(progress('accepted', 2)));
        res.end(frame(progress('cancelled', 3)));
      },
    );
    const stream = httpProgressStream({ profile, tokens: memoryTokens(), retryMs: 10 });
    expect(await followed(stream)).toEqual(['connecting', 'open', 1, 2, 'reconnecting', 'open', 3, 'ended']);
    expect(requests[1]?.headers['last-event-id']).toBe('2');
  });

  it('takes a connection silent past its heartbeat as dropped', async () => {
    const { requests, profile } = await gateway(
      (_req, res) => {
        sse(res);
        res.write(frame(progress('cooking', 4)));
        // then nothing, not even a heartbeat
      },
      (_req, res) => {
        sse(res);
        res.end(frame(progress('delivered', 6)));
      },
    );
    const stream = httpProgressStream({ profile, tokens: memoryTokens(), retryMs: 10, silenceMs: 400 });
    expect(await followed(stream, 3)).toEqual(['connecting', 'open', 4, 'reconnecting', 'open', 6, 'ended']);
    expect(requests.map((r) => r.headers['last-event-id'])).toEqual(['3', '4']);
  });

  it("ends at the gateway's refusal of an unknown or foreign order, without trying again", async () => {
    const { requests, profile } = await gateway((_req, res) => {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error_code: 404, error_message: '주문 정보가 없습니다.' }));
    });
    const stream = httpProgressStream({ profile, tokens: memoryTokens(), retryMs: 10 });
    expect(await followed(stream)).toEqual(['connecting', 'failure 404', 'ended']);
    expect(requests).toHaveLength(1);
  });

  it("follows a guest's order with the token that placed it, and stops at close()", async () => {
    const { requests, profile } = await gateway((_req, res) => {
      sse(res);
      res.write(frame(progress('received', 1)));
    });
    const owners = memoryOrderOwners();
    owners.remember(ORDER, 'guest-token');
    const stream = httpProgressStream({
      profile,
      tokens: memoryTokens({ access_token: 'member-token', refresh_token: 'r' }),
      owners,
    });
    const seen: unknown[] = [];
    const follow = stream.follow(ORDER, {
      onProgress: (p) => seen.push(p.version),
      onState: (s) => seen.push(s),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    follow.close();
    await follow.ended;
    expect(seen).toEqual(['connecting', 'open', 1, 'ended']);
    expect(requests[0]?.headers.authorization).toBe('Bearer guest-token');
  });
});

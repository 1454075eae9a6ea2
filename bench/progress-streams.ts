// One gateway with 200 open progress streams: its resident memory before and after they open, and
// how long one change takes to reach all 200 (from the sandbox order desk's post to the last
// stream's event), median and max over the changes of a few orders. Run by `npm run bench:streams`
// (bench/progress-streams.bench.mjs bundles this file and starts the built CLI's gateway with
// `--order-pace hold`, so only the bench moves the orders).
//
// With JUMUN_BENCH_DB=postgres://… the gateway runs on that server and a second gateway on the
// same database writes the changes: then a change reaches the streams through the first gateway's
// poller (what several gateways behind a load balancer see), not through its own write.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { calls } from '../contract/calls.ts';
import { orderProgressStream } from '../contract/order-progress.ts';
import { orderBody } from '../contract/samples/checkout.ts';
import { hostPrefixes } from '../gateway/http/hosts.ts';

const PORT = Number(process.env.JUMUN_BENCH_GATEWAY_PORT ?? 8797);
const STREAMS = Number(process.env.JUMUN_BENCH_STREAMS ?? 200);
const ORDERS = Number(process.env.JUMUN_BENCH_ORDERS ?? 3);
const DB = process.env.JUMUN_BENCH_DB ?? 'memory';
const HOME = { lat: 37.498168, lng: 127.02761 };
const CHANGES = [
  { action: 'accept', minutes: 30 },
  { action: 'cook' },
  { action: 'depart' },
  { action: 'deliver' },
];

interface Reply {
  readonly status: number;
  readonly body: unknown;
}

function send(port: number, method: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text === '' ? null : JSON.parse(text) }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const pathOf = (name: keyof typeof calls, params: Record<string, unknown> = {}) => {
  const call = calls[name];
  return `${hostPrefixes[call.host]}${(call.path as (p: unknown) => string)(params)}`;
};

async function serve(port: number): Promise<ChildProcess> {
  const args = [
    'bin/jumun.js',
    'serve',
    '--db',
    DB,
    '--port',
    String(port),
    '--order-pace',
    'hold',
    '--quiet',
  ];
  const server = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk) => String(chunk).includes('jumun is running') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
  return server;
}

/** Resident memory of a process in MiB (Linux's /proc), or NaN elsewhere. */
function rssMiB(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

let phones = 0;
/** A guest's order paid on delivery, its phone verified through the sandbox SMS outbox. */
async function placeOrder(): Promise<{ orderNumber: string; token: string }> {
  phones += 1;
  const phone = `0107${String(Date.now() % 10000).padStart(4, '0')}${String(phones).padStart(3, '0')}`.slice(
    0,
    11,
  );
  const guest = await send(PORT, 'POST', pathOf('member.anonymous-customer'), {
    device_id: `bench-streams-${phones}`,
  });
  const { customer_id, access_token } = guest.body as { customer_id: string; access_token: string };
  await send(PORT, 'POST', pathOf('sms.send'), { customer_id, phone, context: 'ORDER' }, access_token);
  const { code } = (await send(PORT, 'GET', `/sandbox/sms?phone=${phone}`)).body as { code: string };
  await send(PORT, 'POST', pathOf('sms.check', { phone }), { code }, access_token);
  const products = [
    {
      vendor_product_id: 1001001,
      vendor_category_id: '',
      quantity: 1,
      option_sections: [{ section_id: 100101, option_ids: [10010101] }],
      additionalIngredientSets: [],
    },
  ];
  const cartReply = await send(
    PORT,
    'POST',
    pathOf('cart.submit', { customer_id, restaurant_id: 1001 }),
    { products, ...HOME, payment_type: 'offline' },
    access_token,
  );
  const cart = (
    cartReply.body as { customer_cart: { uuid: string; signature: string; cart: { total: number } } }
  ).customer_cart;
  const body = {
    ...orderBody,
    cart_uuid: cart.uuid,
    cart_signature: cart.signature,
    customer: { ...orderBody.customer, id: customer_id, ...HOME, phone },
    delivery_info: { ...orderBody.delivery_info, phone },
    payment: { service: 'creditcard', user_benefits: { coupons: [] }, total: cart.cart.total },
    customer_id,
    ...HOME,
  };
  const placed = await send(
    PORT,
    'POST',
    pathOf('order.submit', { customer_id, ...HOME }),
    body,
    access_token,
  );
  if (placed.status !== 200) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  return { orderNumber: String((placed.body as { order_number: string }).order_number), token: access_token };
}

interface Stream {
  /** When each version arrived (performance.now()). */
  readonly arrived: Map<number, number>;
  readonly response: IncomingMessage;
}

function openStream(orderNumber: string, token: string, onEvent: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `${hostPrefixes.gateway}${orderProgressStream.path(orderNumber)}`,
        agent: false,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        const arrived = new Map<number, number>();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
            const id = /^id: (\d+)$/m.exec(buffer.slice(0, cut))?.[1];
            buffer = buffer.slice(cut + 2);
            if (id !== undefined) {
              arrived.set(Number(id), performance.now());
              onEvent();
            }
          }
        });
        resolve({ arrived, response });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const server = await serve(PORT);
const writer = DB.startsWith('postgres') ? await serve(PORT + 1) : null;
try {
  // the gateway collects its start-up garbage 0, 1 and 5 s after it starts (db/database.ts)
  await sleep(7000);
  const idle = rssMiB(server.pid);
  const reach: number[] = [];
  let open = 0;
  let withStreams = Number.NaN;
  for (let round = 0; round < ORDERS; round++) {
    const { orderNumber, token } = await placeOrder();
    let events = 0;
    let wake = () => {};
    const counted = () => {
      events += 1;
      if (events >= STREAMS) wake();
    };
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(orderNumber, token, counted));
    await new Promise<void>((resolve) => {
      wake = resolve;
      if (events >= STREAMS) resolve();
    });
    open = streams.length;
    if (round === 0) {
      await sleep(2000);
      withStreams = rssMiB(server.pid);
    }
    for (const [i, change] of CHANGES.entries()) {
      const version = i + 2;
      events = 0;
      const done = new Promise<void>((resolve) => {
        wake = resolve;
      });
      const sentAt = performance.now();
      const moved = await send(
        writer === null ? PORT : PORT + 1,
        'POST',
        `/sandbox/orders/${orderNumber}`,
        change,
      );
      if (moved.status !== 200)
        throw new Error(`the desk answered ${moved.status}: ${JSON.stringify(moved.body)}`);
      await done;
      reach.push(Math.max(...streams.map((s) => (s.arrived.get(version) ?? Number.NaN) - sentAt)));
      await sleep(300);
    }
    for (const s of streams) s.response.destroy();
  }
  console.log(
    `node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}; database ${DB.startsWith('postgres') ? 'PostgreSQL, changes written by a second gateway' : DB}`,
  );
  console.log(
    `gateway RSS idle ${idle.toFixed(1)} MiB, with ${open} open streams ${withStreams.toFixed(1)} MiB`,
  );
  console.log(
    `one change to all ${STREAMS} streams, ${reach.length} changes: median ${median(reach).toFixed(1)} ms, max ${Math.max(...reach).toFixed(1)} ms`,
  );
} finally {
  server.kill('SIGTERM');
  writer?.kill('SIGTERM');
}

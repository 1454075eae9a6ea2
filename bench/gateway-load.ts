// The gateway's promise under abuse: cheap requests stay cheap. Measures the restaurant list's p50
// on a `jumun serve` (PGlite in memory, bcrypt cost 10) alone, under 14 refused order submits a
// second (a phone that is not verified), and under 15 logins a second for unknown e-mails; each
// loaded p50 must stay within 1.5x of the list alone. Run by `npm run bench:gateway`
// (bench/gateway-load.bench.mjs bundles this file and starts the built CLI's gateway).
// The logins come from rotating loopback addresses (127.0.1.x), 20 per address, so the per-client
// limit never answers for them and every one costs its bcrypt comparison, as from many machines.
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { orderBody } from '../contract/samples/checkout.ts';
import { pathOf, type Reply, send as sendTo } from './gateway-http.ts';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = Number(process.env.JUMUN_BENCH_GATEWAY_PORT ?? 8799);
const PHASE_MS = Number(process.env.JUMUN_BENCH_PHASE_MS ?? 10_000);
const LIST_EVERY_MS = 100;
const HOME = { lat: 37.498168, lng: 127.02761 };

const GATEWAY = { hostname: '127.0.0.1', port: PORT };
const send = (
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; from?: string } = {},
) => sendTo(GATEWAY, method, path, body, { ...options, fresh: true });

async function startGateway(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['bin/jumun.js', 'serve', '--db', 'memory', '--port', String(PORT), '--now', NOW, '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk) => String(chunk).includes('jumun is running') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
  return server;
}

/** A guest with an accepted cart and a phone that was never verified: its submits are refused. */
async function refusedSubmit(): Promise<() => Promise<Reply>> {
  const guest = await send('POST', pathOf('member.anonymous-customer'), { device_id: 'bench-device' });
  const { customer_id, access_token } = guest.body as { customer_id: string; access_token: string };
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
    'POST',
    pathOf('cart.submit', { customer_id, restaurant_id: 1001 }),
    { products, ...HOME, payment_type: 'online' },
    { token: access_token },
  );
  const cart = (
    cartReply.body as { customer_cart: { uuid: string; signature: string; cart: { total: number } } }
  ).customer_cart;
  const phone = '01055550000';
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
  const path = pathOf('order.submit', { customer_id, ...HOME });
  const probe = await send('POST', path, body, { token: access_token });
  if (probe.status !== 400) throw new Error(`expected a refused submit, got ${probe.status}`);
  return () => send('POST', path, body, { token: access_token });
}

let loginSerial = 0;
/** From a new loopback address every 20 logins, or all from `client`. */
function unknownLogin(client?: string): Promise<Reply> {
  const n = loginSerial++;
  const from = client ?? `127.0.1.${1 + Math.floor(n / 20)}`;
  const body = {
    username: `bench-${n}@example.com`,
    password: 'guess',
    captcha: null,
    device_id: `bench-${n}`,
  };
  return send('POST', pathOf('member.login-email'), body, { from });
}

const p50 = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** The list every LIST_EVERY_MS for PHASE_MS, with `load` fired at `perSecond` meanwhile. */
async function phase(load: (() => Promise<Reply>) | null, perSecond: number) {
  const listPath = `${pathOf('restaurant.list')}?lat=${HOME.lat}&lng=${HOME.lng}`;
  const listed: number[] = [];
  const loads: Promise<Reply>[] = [];
  const stopAt = performance.now() + PHASE_MS;
  const loader =
    load === null
      ? null
      : setInterval(() => {
          loads.push(load());
        }, 1000 / perSecond);
  while (performance.now() < stopAt) {
    const next = performance.now() + LIST_EVERY_MS;
    const reply = await send('GET', listPath);
    if (reply.status !== 200) throw new Error(`list answered ${reply.status}`);
    listed.push(reply.ms);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  if (loader !== null) clearInterval(loader);
  const answered = await Promise.all(loads);
  const statuses = new Map<number, number>();
  for (const reply of answered) statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  return {
    listP50: p50(listed),
    lists: listed.length,
    loads: answered.length,
    loadP50: p50(answered.map((r) => r.ms)),
    statuses: [...statuses].map(([status, count]) => `${count}x${status}`).join(' '),
  };
}

const server = await startGateway();
try {
  const submit = await refusedSubmit();
  await phase(null, 0); // warm-up
  const alone = await phase(null, 0);
  const submits = await phase(submit, 14);
  const logins = await phase(() => unknownLogin(), 15);
  const oneClient = await phase(() => unknownLogin('127.0.2.1'), 15);
  const aloneAgain = await phase(null, 0);
  const ratio = (x: number) => x / alone.listP50;
  const line = (name: string, r: Awaited<ReturnType<typeof phase>>, budget: boolean) =>
    `${name.padEnd(38)} list p50 ${r.listP50.toFixed(1).padStart(6)} ms  (${ratio(r.listP50).toFixed(2)}x)` +
    (r.loads > 0 ? `   load: ${r.loads} sent, p50 ${r.loadP50.toFixed(0)} ms, ${r.statuses}` : '') +
    (budget ? `  ${ratio(r.listP50) <= 1.5 ? 'ok' : 'OVER 1.5x'}` : '');
  console.log(
    `node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${PHASE_MS / 1000} s a phase, a list every ${LIST_EVERY_MS} ms`,
  );
  console.log(line('restaurant list alone', alone, false));
  console.log(line('+ 14 refused order submits/s', submits, true));
  console.log(line('+ 15 unknown-e-mail logins/s', logins, true));
  console.log(line('+ 15 logins/s from one client (limited)', oneClient, true));
  console.log(line('restaurant list alone, again', aloneAgain, false));
  const over = [submits, logins, oneClient].some((r) => ratio(r.listP50) > 1.5);
  process.exitCode = over ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}

// The blocklist check against the list's length: the client's check (adapters/blocklist, on this
// thread) and the gateway's order submit and SMS send (a test gateway, PGlite in memory, bcrypt
// cost 10), each with 1, 1,000 and 100,000 entries, the 1-entry time being the anchor. Run by
// `npm run bench` (bench/blocklist.bench.mjs bundles this file).
// The seed's one real entry is kept and the list is filled up to its length with entries shaped as
// a republish writes them: the real entry's salt when the list shares one, a salt of its own each
// otherwise, and a random digest (no one's id and phone: hashing real pairs would take 50 ms each).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import bcrypt from 'bcryptjs';
import { bcryptBlocklist, hashBlockEntry } from '../adapters/blocklist/bcrypt-blocklist.ts';
import {
  acceptedCart,
  customer,
  friedChicken,
  orderBodyFor,
  submitOrder,
} from '../gateway/ordering/testing/checkout-steps.ts';
import { orderingHarnessOf } from '../gateway/ordering/testing/ordering-harness.ts';
import { startTestGateway } from '../gateway/testing/test-gateway.ts';

/** The list lengths measured; 1 is the anchor. JUMUN_BENCH_BLOCKLIST_SIZES=1,10,100 for a quick look. */
const SIZES = (process.env.JUMUN_BENCH_BLOCKLIST_SIZES ?? '1,1000,100000').split(',').map(Number);
const RUNS = Number(process.env.JUMUN_BENCH_BLOCKLIST_RUNS ?? 11);
const B64 = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const b64 = (n: number) => Array.from(randomBytes(n), (b) => B64[b & 63]).join('');
const saltOf = (hash: string) => hash.slice(0, 29);

/** `hashes` filled up to `size` entries, shaped as the list's own (one salt, or one each). */
function filled(hashes: readonly string[], size: number): string[] {
  const salts = new Set(hashes.map(saltOf));
  const shared = salts.size === 1 && hashes.length > 1 ? saltOf(hashes[0] ?? '') : null;
  const out = [...hashes];
  while (out.length < size) out.push(`${shared ?? `$2b$10$${b64(22)}`}${b64(31)}`);
  return out;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const spread = (xs: readonly number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Runs `measure(size)` RUNS times for each size, sizes interleaved; the times per size. */
async function interleaved(sizes: readonly number[], measure: (size: number) => Promise<number>) {
  const times = new Map<number, number[]>(sizes.map((s) => [s, []]));
  for (let run = 0; run < RUNS; run++) for (const size of sizes) times.get(size)?.push(await measure(size));
  return times;
}

function print(what: string, times: Map<number, number[]>): void {
  const anchor = median(times.get(1) ?? []);
  const anchorMin = Math.min(...(times.get(1) ?? []));
  for (const [size, xs] of times) {
    if (size === 1) continue;
    const ratio = median(xs) / anchor;
    // The fastest run of each is the least disturbed by the machine's other load: its ratio too.
    const minRatio = Math.min(...xs) / anchorMin;
    console.log(
      `${`${what}, ${size.toLocaleString('en')} entries`.padEnd(40)} ${median(xs).toFixed(1).padStart(7)} ms vs 1 entry ${anchor.toFixed(1).padStart(6)} ms   ratio ${ratio.toFixed(2)}  (fastest ${minRatio.toFixed(2)}; spread ${spread(xs)} vs ${spread(times.get(1) ?? [])})  ${ratio <= 1.1 ? 'ok' : 'OVER 1.10'}`,
    );
  }
}

const sizes = SIZES.includes(1) ? SIZES : [1, ...SIZES];
console.log(
  `blocklist check, bcrypt cost 10, ${RUNS} runs each, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

// The client: a published list whose real entry is the seed's blocked member, hashed at cost 10.
{
  const real = (await hashBlockEntry('900099', '01099990000')) ?? '';
  const republished = await bcrypt.hash('900098:01099990001', saltOf(real));
  const lists = new Map(
    sizes.map((s) => [s, bcryptBlocklist(filled(s === 1 ? [real] : [real, republished], s))]),
  );
  const times = await interleaved(sizes, (size) =>
    timed(() => lists.get(size)?.isBlocked('900001', '01012345678') ?? Promise.resolve(false)),
  );
  print('client check (in-thread)', times);
}

// The gateway: its blocklist table filled to each size before that size's calls.
{
  const gateway = await startTestGateway({
    bcryptCost: 10,
    smsLimits: { perPhone: 1_000, perCustomer: 1_000_000, perAddress: 1_000_000, dailyBudget: 1_000_000 },
  });
  const h = await orderingHarnessOf(gateway);
  const seeded = (await gateway.db.query<{ hash: string }>('SELECT hash FROM blocklist')).map((r) => r.hash);
  const real = seeded[0] ?? '';
  const sameShape =
    seeded.length > 1 ? seeded : [real, await bcrypt.hash('900098:01099990001', saltOf(real))];
  const fillTo = async (size: number) => {
    const list = filled(size === 1 ? [real] : sameShape, size);
    await gateway.db.query('DELETE FROM blocklist');
    await gateway.db.query('INSERT INTO blocklist (hash) SELECT unnest($1::text[])', [list]);
    // The deleted rows vacuumed away, as a list republished and settled would be: left, the first
    // look at the table (is it empty?) read through the previous size's dead rows, which was the
    // bench's own cost (a 1,000-entry call after a 100,000-entry one measured 1.4x), not the list's.
    await gateway.db.query('VACUUM blocklist');
  };
  let n = 0;
  const orderAt = async (size: number) => {
    await fillTo(size);
    const who = await customer(h, `bench-order-${++n}`, { phone: `0107${String(n).padStart(7, '0')}` });
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const body = orderBodyFor(who, cart);
    return timed(async () => {
      const reply = await submitOrder(h, who, body);
      if (reply.status !== 200) throw new Error(`order refused: ${JSON.stringify(reply.body)}`);
    });
  };
  const smsAt = async (size: number) => {
    await fillTo(size);
    const id = `bench-sms-${++n}`;
    const token = await h.token(id, false);
    const phone = `0108${String(n).padStart(7, '0')}`;
    return timed(async () => {
      const reply = await h.call('sms.send', {}, { customer_id: id, phone, context: 'ORDER' }, { token });
      if (reply.status !== 200) throw new Error(`sms refused: ${JSON.stringify(reply.body)}`);
    });
  };
  await orderAt(1); // warm-up: the pool's threads, the routes' first run
  print('gateway order.submit', await interleaved(sizes, orderAt));
  print('gateway sms.send', await interleaved(sizes, smsAt));
  await gateway.close();
}

// A connection reset during order submit: the gateway took the order, the customer saw an error.
// Submitting again returns the same order, never a second one (the idempotency key of the cart).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTransport } from '../../adapters/faults/fault-transport.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { runScript } from '../script/run-script.ts';
import { parseScript } from '../script/script-line.ts';
import { resolveTarget, type Target } from '../target/target.ts';
import { openSession } from './session.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

describe('order submit after a connection reset', () => {
  it('is refused with the service text, then a retry returns the one order the gateway took', async () => {
    const resolved = await resolveTarget({ gateway: gateway.url });
    if (!resolved.ok) throw new Error(resolved.message);
    const origins = Object.values(resolved.target.profile.hosts);
    const target: Target = {
      ...resolved.target,
      transportFor: (s) =>
        faultTransport(
          resolved.target.transportFor(s),
          [{ match: 'order.submit', fault: 'reset', times: 1 }],
          { origins },
        ),
    };
    const script = parseScript(
      readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8')
        .replaceAll('010-1234-5678', '010-5555-0101')
        .replace(
          '{"type":"SubmitOrder"}',
          '{"type":"SubmitOrder","expect":{"rejected":"서비스에 문제가 발생했습니다"}}\n{"type":"SubmitOrder"}',
        )
        .replace(/\{"assert":\{"checkout.phone.status":"verified".*\n/, ''),
    );
    if (!script.ok) throw new Error(JSON.stringify(script.errors));
    const session = openSession(target, 'retry', { clock: { now: () => Date.parse(TEST_NOW) } });
    const results = await runScript('retry', script.lines, session);
    expect(results.filter((r) => !r.ok)).toEqual([]);

    const orderNumber = session.store.projections().checkout.orderNumber;
    expect(orderNumber).not.toBeNull();
    const rows = await gateway.db.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE customer_id = $1',
      [session.store.projections().session.customerId],
    );
    expect(rows.map((r) => r.order_number)).toEqual([orderNumber]);
  });
});

// The exit poll over HTTP (spec 000 §3 "Poll choice", §7 "Exit poll"): choices, and a submit that
// uniq_key makes idempotent, for an existing order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenFor } from '../catalog/testing/wire.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

let gateway: RunningGateway;
/** The token of the orders' customer (900001), and of another customer. */
let own: string;
let stranger: string;
const ORDER = '20261121-000001';
const OTHER = '20261121-000002';

// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
  for (const [number, cart] of [
    [ORDER, 'cart-1'],
    [OTHER, 'cart-2'],
  ]) {
    await gateway.db.query(
      `INSERT INTO orders (order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at)
       VALUES ($1, $2, '900001', 1001, 'ACCEPTED', 21000, '{}', now())`,
      [number, cart],
    );
  }
  own = await tokenFor(gateway.db, '900001');
  stranger = await tokenFor(gateway.db, '900002');
}, 60_000);
afterAll(() => gateway.close());

const submit = (query: Record<string, unknown>, token = own) =>
  call(gateway.url, 'poll.submit', { payload: { order_number: ORDER, text: '', ...query }, token });
const answers = async (key: string) =>
  gateway.db.query<{ number: number; text: string }>(
    'SELECT number, text FROM poll_answers WHERE uniq_key = $1',
    [key],
  );

describe('exit poll', () => {
  it('offers the choices of poll.json, the last one with a free text', async () => {
    const choices = await ok(gateway.url, 'poll.choices', { payload: { order_number: ORDER }, token: own });
    expect(choices.map((c) => c.number)).toEqual([1, 2, 3, 4, 5]);
    expect(choices.filter((c) => c.has_text).map((c) => c.number)).toEqual([5]);
  });

  it('the same uniq_key twice stores one answer', async () => {
    expect(await submit({ number: 2, uniq_key: 'k-1' })).toEqual({
      ok: true,
      status: 200,
      body: { success: true },
    });
    expect(await submit({ number: 2, uniq_key: 'k-1' })).toEqual({
      ok: true,
      status: 200,
      body: { success: true },
    });
    expect(await answers('k-1')).toEqual([{ number: 2, text: '' }]);
  });

  it('keeps the text of a has_text choice only, and refuses that choice without a text', async () => {
    await submit({ number: 5, text: '  포장이 꼼꼼해요 ', uniq_key: 'k-2' });
    expect(await answers('k-2')).toEqual([{ number: 5, text: '포장이 꼼꼼해요' }]);
    await submit({ number: 1, text: '무시됨', uniq_key: 'k-3' });
    expect(await answers('k-3')).toEqual([{ number: 1, text: '' }]);
    expect(await submit({ number: 5, text: ' ', uniq_key: 'k-4' })).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.text') },
    });
    expect(await answers('k-4')).toEqual([]);
  });

  it('refuses a number that is no choice (400 naming number) and a key already used for another order (409)', async () => {
    expect(await submit({ number: 9, uniq_key: 'k-5' })).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.number') },
    });
    await submit({ number: 1, uniq_key: 'k-6' });
    expect(await submit({ number: 1, uniq_key: 'k-6', order_number: OTHER })).toMatchObject({
      status: 409,
      body: { error_code: 'uniq_key_conflict' },
    });
  });

  it('an order that does not exist gets no poll: 404 "주문 정보가 없습니다."', async () => {
    const missing = { status: 404, body: { error_message: '주문 정보가 없습니다.' } };
    expect(
      await call(gateway.url, 'poll.choices', { payload: { order_number: 'nope' }, token: own }),
    ).toMatchObject(missing);
    expect(await submit({ number: 1, uniq_key: 'k-7', order_number: 'nope' })).toMatchObject(missing);
  });

  it("answers only the order's own customer: no token and another customer get the same 404 (issue 16 point 10)", async () => {
    const missing = { status: 404, body: { error_message: '주문 정보가 없습니다.' } };
    const choices = (token?: string) =>
      call(gateway.url, 'poll.choices', {
        payload: { order_number: ORDER },
        ...(token === undefined ? {} : { token }),
      });
    expect(await choices()).toMatchObject(missing);
    expect(await choices(stranger)).toMatchObject(missing);
    expect(await choices(own)).toMatchObject({ ok: true, status: 200 });
    expect(await submit({ number: 1, uniq_key: 'k-8' }, stranger)).toMatchObject(missing);
    expect(await answers('k-8')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { HttpRequest, Transport, TransportResult } from '../../adapters/http/transport.ts';
import { callLabel, LoadRecorder } from './load-recorder.ts';
import { timedTransport } from './timed-transport.ts';

const G = 'http://127.0.0.1:8080/gateway';
const submitUrl = `${G}/order/cart/submit/food/c-1/37.5/127.0`;

const request = (url: string, headers: Record<string, string> = {}): HttpRequest => ({
  method: url.includes('/submit/') ? 'POST' : 'GET',
  url,
  headers,
  timeoutMs: 5000,
});

const answered = (status: number, body: unknown): TransportResult => ({
  ok: true,
  response: { status, headers: {}, body: typeof body === 'string' ? body : JSON.stringify(body) },
});

describe('LoadRecorder', () => {
  it("names requests by the contract's call, and others by method and path", () => {
    expect(callLabel(request(submitUrl))).toBe('order.submit');
    expect(callLabel(request(`${G}/order/api/v2/orders/2611210001/`))).toBe('order.info');
    expect(callLabel(request('http://127.0.0.1:8080/api/v1/sandbox/sms?phone=01012345678'))).toBe(
      'GET /api/v1/sandbox/sms',
    );
  });

  it('measures latency at the transport, per call', async () => {
    let clock = 0;
    const slow: Transport = {
      send: async (r) => {
        clock += r.url.includes('orders') ? 40 : 5;
        return answered(200, {});
      },
    };
    const recorder = new LoadRecorder();
    const t = timedTransport(slow, recorder, () => clock);
    await t.send(request(`${G}/order/api/v2/orders/1/`));
    await t.send(request(`${G}/order/api/v2/orders/2/`));
    expect(recorder.requests).toBe(2);
    expect(recorder.calls.get('order.info')?.percentiles()).toMatchObject({ count: 2, p50: 40, max: 40 });
  });

  it('counts errors by kind: status class, timeout and reset, with the first example', () => {
    const recorder = new LoadRecorder();
    const info = request(`${G}/order/api/v2/orders/9/`);
    recorder.record(info, answered(404, { error_code: 'not_found' }), 3);
    recorder.record(info, answered(409, 'x'), 3);
    recorder.record(info, answered(503, 'down'), 3);
    recorder.record(info, { ok: false, failure: { kind: 'timeout' } }, 5000);
    recorder.record(
      info,
      { ok: false, failure: { kind: 'network', detail: 'ECONNRESET: socket hang up' } },
      1,
    );
    expect(recorder.errors.list()).toEqual([
      { kind: 'http 4xx', count: 2, example: 'order.info → 404 {"error_code":"not_found"}' },
      { kind: 'http 5xx', count: 1, example: 'order.info → 503 down' },
      { kind: 'reset', count: 1, example: 'order.info: ECONNRESET: socket hang up' },
      { kind: 'timeout', count: 1, example: 'order.info: no answer in 5000 ms' },
    ]);
  });

  it("keeps each 2xx submit's order number, payment, idempotency key and owner's token", () => {
    const recorder = new LoadRecorder();
    const headers = { authorization: 'Bearer tok-1', 'idempotency-key': 'cart-1:sig' };
    const submit = { ...request(submitUrl, headers), body: JSON.stringify({ payment: { total: 41000 } }) };
    recorder.record(submit, answered(200, { order_number: '2611210001', payment_amount: 41000 }), 9);
    // not taken (order_number null), refused (4xx), and an answer that is not JSON: nothing to read back
    recorder.record(request(submitUrl, headers), answered(200, { order_number: null, payment_amount: 0 }), 9);
    recorder.record(
      request(submitUrl, headers),
      answered(422, { order_number: '2611210002', payment_amount: 1 }),
      9,
    );
    recorder.record(request(submitUrl, headers), answered(200, '<html>'), 9);
    // no answer at all: counted apart, as its order may exist unheard of
    recorder.record(request(submitUrl, headers), { ok: false, failure: { kind: 'timeout' } }, 10_000);
    expect(recorder.unansweredSubmits).toBe(1);
    expect(recorder.submits).toEqual([
      {
        orderNumber: '2611210001',
        total: 41000,
        paymentAmount: 41000,
        idempotencyKey: 'cart-1:sig',
        token: 'tok-1',
      },
    ]);
  });
});

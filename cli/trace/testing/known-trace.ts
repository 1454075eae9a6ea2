// A small trace written out by hand, for the tests of its readers: a restaurant opened (one
// request), an order submitted that failed on an injected status 500 with a body holding markup,
// and a step not run.
import { TRACE_FORMAT, TRACE_VERSION, type Trace } from '../trace-format.ts';

const empty = { cart: { restaurantId: null, items: [], total: 0 }, checkout: { stage: 'idle' } };
const opened = { cart: { restaurantId: 1001, items: [], total: 0 }, checkout: { stage: 'idle' } };
const failed = { cart: { restaurantId: 1001, items: [], total: 0 }, checkout: { stage: 'failed' } };

export const knownTrace: Trace = {
  format: TRACE_FORMAT,
  version: TRACE_VERSION,
  script: 'fixtures/scripts/cash-order.jsonl',
  startedAt: '2026-11-21T03:00:00.000Z',
  durationMs: 48.5,
  passed: false,
  projections: [empty, opened, failed],
  steps: [
    {
      line: 3,
      type: 'OpenRestaurant',
      command: { type: 'OpenRestaurant', restaurantId: 1001 },
      result: 'passed',
      startMs: 0,
      durationMs: 14.2,
      requests: [
        {
          method: 'GET',
          url: 'http://127.0.0.1:8080/api/v2/restaurants/1001?zip_code=06236&q=%EC%B9%98%ED%82%A8',
          startMs: 1.5,
          durationMs: 12.4,
          requestHeaders: { accept: 'application/json' },
          status: 200,
          responseHeaders: { 'content-type': 'application/json' },
          responseBody: '{"id":1001,"name":"역삼 황금치킨"}',
        },
      ],
      events: [{ type: 'RestaurantOpened', data: { restaurantId: 1001 }, metadata: { at: 0 } }],
      before: 0,
      after: 1,
    },
    {
      line: 4,
      type: 'SubmitOrder',
      command: { type: 'SubmitOrder' },
      result: 'failed',
      startMs: 14.2,
      durationMs: 30,
      failure: 'expected ok, was rejected 500 — 서비스에 문제가 있어요',
      outcome: 'rejected',
      rejection: { code: '500', message: '서비스에 문제가 있어요' },
      requests: [
        {
          method: 'POST',
          url: 'http://127.0.0.1:8080/api/v1/order',
          startMs: 15,
          durationMs: 3,
          requestHeaders: { 'content-type': 'application/json' },
          requestBody: '{"memo":"<script>alert(1)</script>"}',
          status: 500,
          responseHeaders: { 'content-type': 'text/html' },
          responseBody: '<script>alert("x")</script>',
          fault: 'status500',
        },
        {
          method: 'GET',
          url: 'http://127.0.0.1:8080/api/v1/order/1',
          startMs: 20,
          durationMs: 5000,
          requestHeaders: {},
          failure: { kind: 'timeout' },
        },
      ],
      events: [{ type: 'OrderFailed', data: { code: 500 }, metadata: { at: 0 } }],
      before: 1,
      after: 2,
    },
    {
      line: 5,
      type: 'assert',
      assert: { 'checkout.stage': 'done' },
      result: 'skipped',
      startMs: 0,
      durationMs: 0,
      requests: [],
      events: [],
      before: 2,
      after: 2,
    },
  ],
};

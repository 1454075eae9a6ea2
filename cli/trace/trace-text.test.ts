// `jumun show-trace` as text: a known trace printed whole, line for line.
import { describe, expect, it } from 'vitest';
import { knownTrace } from './testing/known-trace.ts';
import { requestLine, shownUrl, traceHead, traceText } from './trace-text.ts';

const expected = [
  'fixtures/scripts/cash-order.jsonl: failed at line 4 (3 steps, 49 ms, started 2026-11-21T03:00:00.000Z)',
  '',
  '✓ line 3 OpenRestaurant {"restaurantId":1001} 14 ms',
  '    GET /api/v2/restaurants/1001?zip_code=06236&q=치킨 200 12 ms',
  '    events: RestaurantOpened',
  '    projections:',
  '      ~ cart.restaurantId: null → 1001',
  '✗ line 4 SubmitOrder 30 ms',
  '    failed: expected ok, was rejected 500 — 서비스에 문제가 있어요',
  '    → POST /api/v1/order 500 3.0 ms [injected fault: status500]',
  '        request headers: content-type: application/json',
  '        request body:',
  '          {',
  '            "memo": "<script>alert(1)</script>"',
  '          }',
  '        response headers: content-type: text/html',
  '        response body:',
  '          <script>alert("x")</script>',
  '    → GET /api/v1/order/1 timeout 5000 ms',
  '        request headers: (none)',
  '    events:',
  '      {"type":"OrderFailed","data":{"code":500},"metadata":{"at":0}}',
  '    projections:',
  '      ~ checkout.stage: "idle" → "failed"',
  '    projections after this step:',
  '      {',
  '        "cart": {',
  '          "restaurantId": 1001,',
  '          "items": [],',
  '          "total": 0',
  '        },',
  '        "checkout": {',
  '          "stage": "failed"',
  '        }',
  '      }',
  '- line 5 assert {"checkout.stage":"done"}: skipped',
].join('\n');

describe('traceText', () => {
  it('prints each step with its requests, events and projections diff, the failed one in full', () => {
    expect(traceText(knownTrace)).toBe(expected);
  });

  it('says a request still out when the script ended, and one with no HTTP answer', () => {
    const base = { method: 'GET', url: 'http://h/api/x', startMs: 0, requestHeaders: {} };
    expect(requestLine(base)).toBe('GET /api/x still waiting when the script ended');
    expect(
      requestLine({
        ...base,
        durationMs: 0.4,
        failure: { kind: 'network', detail: 'ECONNREFUSED' },
        fault: 'status0',
      }),
    ).toBe('GET /api/x no answer (ECONNREFUSED) 0.4 ms [injected fault: status0]');
  });

  it('shows a URL without its origin, decoded, and one that is not UTF-8 as sent', () => {
    expect(shownUrl('http://127.0.0.1:8080/gateway/geocode?address=%EC%97%AD%EC%82%BC+1')).toBe(
      '/gateway/geocode?address=역삼 1',
    );
    expect(shownUrl('http://h/x?q=%FF')).toBe('/x?q=%FF');
  });

  it('names the data row and the attempt in the head, and a passing trace as passed', () => {
    expect(traceHead({ ...knownTrace, row: '회원 2', attempt: 2 })).toBe(
      'fixtures/scripts/cash-order.jsonl [회원 2]: failed at line 4, attempt 2 (3 steps, 49 ms, started 2026-11-21T03:00:00.000Z)',
    );
    const passed = { ...knownTrace, passed: true, steps: knownTrace.steps.slice(0, 1) };
    expect(traceHead(passed)).toBe(
      'fixtures/scripts/cash-order.jsonl: passed (1 step, 49 ms, started 2026-11-21T03:00:00.000Z)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { patternParams } from './call-def.ts';
import { calls } from './calls.ts';
import { decodeBody, decodeFailure, decodeParams, decodeQuery, decodeResponse } from './decode.ts';
import { orderProgressStream } from './order-progress.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('order.progress', () => {
  const call = calls['order.progress'];
  const sample = sampleOf('order.progress');

  it('decodes the whole state: every step with its time, the estimate, the phone', () => {
    const progress = rightOf(decodeResponse(call, sample.response));
    expect(progress.steps.map((s) => s.status)).toEqual(['received', 'accepted']);
    expect(progress.restaurant_phone).toBe('0507-0100-0101');
    expect(progress.estimated_minutes).toBe(32);
    expect(progress.cancellable).toBe(false);
  });

  it('names a status it does not know and a step without its time; accepts a field a server adds', () => {
    expect(leftOf(decodeResponse(call, edit(sample.response, ['status'], 'preparing'))).path).toBe(
      '$.status',
    );
    expect(leftOf(decodeResponse(call, edit(sample.response, ['steps', 1, 'at'], REMOVE))).path).toBe(
      '$.steps[1].at',
    );
    expect(rightOf(decodeResponse(call, edit(sample.response, ['rider'], '김배달'))).status).toBe('accepted');
  });
});

describe('order.cancel', () => {
  const call = calls['order.cancel'];
  const sample = sampleOf('order.cancel');

  it('takes the reason, and answers the cancelled progress with who cancelled and the refund', () => {
    expect(rightOf(decodeBody(call, sample.body)).reason).toBe('주소를 잘못 입력했어요');
    expect(rightOf(decodeBody(call, { reason: '' })).reason).toBe('');
    const progress = rightOf(decodeResponse(call, sample.response));
    expect(progress.cancellation).toEqual({
      by: 'customer',
      reason: '주소를 잘못 입력했어요',
      refund: 'pending',
    });
  });

  it('refuses a body without a reason or with an overlong one, and a refund state it does not know', () => {
    expect(leftOf(decodeBody(call, {})).path).toBe('$.reason');
    expect(leftOf(decodeBody(call, { reason: 'x'.repeat(201) })).path).toBe('$.reason');
    const bad = edit(sample.response, ['cancellation', 'refund'], 'partial');
    expect(leftOf(decodeResponse(call, bad)).path).toBe('$.cancellation.refund');
  });

  it('decodes the refusal after the restaurant accepted', () => {
    expect(rightOf(decodeFailure(call, sample.failure))).toMatchObject({
      error_code: 'ORDER_NOT_CANCELLABLE',
    });
  });
});

describe('order.history', () => {
  const call = calls['order.history'];
  const sample = sampleOf('order.history');

  it('takes page and page_size as query strings, both optional', () => {
    expect(rightOf(decodeQuery(call, sample.query))).toEqual({ page: 1, page_size: 20 });
    expect(rightOf(decodeQuery(call, {}))).toEqual({});
    expect(leftOf(decodeQuery(call, { page: '0' })).path).toBe('$.page');
    expect(leftOf(decodeQuery(call, { size: '20' })).path).toBe('$.size');
  });

  it('decodes an order that never started (status null) and names a bad amount', () => {
    const history = rightOf(decodeResponse(call, sample.response));
    expect(history.orders.map((o) => o.status)).toEqual(['delivered', null]);
    const bad = edit(sample.response, ['orders', 0, 'payment_amount'], '32,200원');
    expect(leftOf(decodeResponse(call, bad)).path).toBe('$.orders[0].payment_amount');
  });
});

describe('the progress stream', () => {
  it('lives beside order.progress, under the same order-number parameter', () => {
    const progress = calls['order.progress'];
    expect(orderProgressStream.host).toBe(progress.host);
    expect(orderProgressStream.pattern.startsWith(progress.pattern)).toBe(true);
    expect(patternParams(orderProgressStream.pattern)).toEqual(['order_number']);
    const params = rightOf(decodeParams(progress, { order_number: '2611210001' }));
    expect(orderProgressStream.path('26/1')).toBe('/order/api/v2/orders/26%2F1/progress/stream/');
    expect(orderProgressStream.path(params.order_number)).toBe(
      `${progress.path(params).replace(/\/$/, '')}/stream/`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { gatewayFailureRejection, isServiceDown, stockCheckFailureRejection } from './error-mapping.ts';

const SERVICE = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';

describe('gateway failures', () => {
  it('shows the service problem for 0, ≥ 500, timeouts and network errors (spec 000 §8 "HTTP status 500 or higher, or status 0, shows \'서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.\'")', () => {
    expect(gatewayFailureRejection({ kind: 'unavailable', status: 0 }, 'ORDER_NOT_PROCESSED').message).toBe(
      SERVICE,
    );
    expect(gatewayFailureRejection({ kind: 'unavailable', status: 503 }, 'ORDER_NOT_PROCESSED').message).toBe(
      SERVICE,
    );
    expect(gatewayFailureRejection({ kind: 'timeout' }, 'ORDER_NOT_PROCESSED').message).toBe(SERVICE);
    expect(gatewayFailureRejection({ kind: 'network' }, 'ORDER_NOT_PROCESSED').message).toBe(SERVICE);
    expect(
      gatewayFailureRejection({ kind: 'rejected', status: 500, message: 'boom' }, 'ORDER_NOT_PROCESSED').code,
    ).toBe('SERVICE_PROBLEM');
  });

  it("reads an expired token (spec 000 §8 \"The server message 'expired or malformed token' shows '인증이 만료 되었습니다. 재로그인 후 주문해주세요.'\")", () => {
    const byMessage = { kind: 'rejected', status: 401, message: 'Expired or malformed token' } as const;
    expect(gatewayFailureRejection(byMessage, 'ORDER_NOT_PROCESSED').message).toBe(
      '인증이 만료 되었습니다. 재로그인 후 주문해주세요.',
    );
    const inBody = { kind: 'rejected', status: 403, body: { detail: 'expired or malformed token' } } as const;
    expect(gatewayFailureRejection(inBody, 'ORDER_NOT_PROCESSED').code).toBe('TOKEN_EXPIRED');
  });

  it('names the call of a body that did not decode (DESIGN "a body that does not decode becomes a clear error, never a crash")', () => {
    const r = gatewayFailureRejection(
      { kind: 'malformed', call: 'couponCheck', path: '$.coupon_discount' },
      'COUPON_INVALID',
    );
    expect(r).toEqual({
      code: 'SERVICE_PROBLEM',
      message: SERVICE,
      details: { call: 'couponCheck', path: '$.coupon_discount' },
    });
  });

  it("shows a refusal's message, else the context default (spec 000 §8 \"Refresh failure on payment-method change: '결제 수단을 바꾸는 과정에서 문제가 발생 했습니다.'\")", () => {
    expect(
      gatewayFailureRejection(
        { kind: 'rejected', status: 400, message: '주문 불가' },
        'PAYMENT_SWITCH_FAILED',
      ),
    ).toEqual({
      code: 'PAYMENT_SWITCH_FAILED',
      message: '주문 불가',
      details: { status: 400 },
    });
    expect(
      gatewayFailureRejection({ kind: 'rejected', status: 409, code: 'E1' }, 'PAYMENT_SWITCH_FAILED'),
    ).toEqual({
      code: 'PAYMENT_SWITCH_FAILED',
      message: '결제 수단을 바꾸는 과정에서 문제가 발생 했습니다.',
      details: { status: 409, code: 'E1' },
    });
  });
});

describe('stock check failures', () => {
  it('splits on status 500 (spec 000 §8 "A stock check with status 500 or more shows the service-problem text. Otherwise it shows \'주문을 처리하지 못했습니다. 다시 시도해주세요.\'")', () => {
    expect(stockCheckFailureRejection({ kind: 'unavailable', status: 502 }).message).toBe(SERVICE);
    expect(stockCheckFailureRejection({ kind: 'rejected', status: 500 }).message).toBe(SERVICE);
    expect(stockCheckFailureRejection({ kind: 'rejected', status: 400, message: '재고 없음' }).message).toBe(
      '주문을 처리하지 못했습니다. 다시 시도해주세요.',
    );
    expect(stockCheckFailureRejection({ kind: 'timeout' }).code).toBe('SERVICE_PROBLEM');
  });
});

describe('the service down', () => {
  it('is no answer, a timeout, a body that did not decode or status 0 / ≥ 500, never a refusal of the input (spec 000 §8 "General")', () => {
    expect(isServiceDown({ kind: 'network' })).toBe(true);
    expect(isServiceDown({ kind: 'timeout' })).toBe(true);
    expect(isServiceDown({ kind: 'unavailable', status: 0 })).toBe(true);
    expect(isServiceDown({ kind: 'malformed', call: 'sms.send', path: 'result' })).toBe(true);
    expect(isServiceDown({ kind: 'rejected', status: 500 })).toBe(true);
    expect(isServiceDown({ kind: 'rejected', status: 499 })).toBe(false);
    expect(isServiceDown({ kind: 'rejected', status: 400, code: 'ban' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { refundLabel } from './refund-label.ts';

describe('the refund of a cancelled order', () => {
  it('says where an online payment is refunded, and nothing for an order paid on delivery', () => {
    expect(refundLabel({ refund: 'pending' })).toBe('환불 진행 중');
    expect(refundLabel({ refund: 'refunded' })).toBe('환불 완료');
    expect(refundLabel({ refund: 'none' })).toBeNull();
  });

  it('says it in English', () => {
    expect(refundLabel({ refund: 'pending' }, 'en')).toBe('Refund in progress');
    expect(refundLabel({ refund: 'refunded' }, 'en')).toBe('Refunded');
    expect(refundLabel({ refund: 'none' }, 'en')).toBeNull();
    expect(refundLabel({ refund: 'pending' }, 'ko')).toBe('환불 진행 중');
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderProgress } from '../../domain/ports/order-progress-types.ts';
import { changeLine, progressText } from './order-status-text.ts';

const accepted: OrderProgress = {
  order_number: '2611210001',
  status: 'accepted',
  version: 2,
  steps: [
    { status: 'received', at: '2026-11-21T18:00:04+09:00' },
    { status: 'accepted', at: '2026-11-21T18:02:10+09:00' },
  ],
  estimated_minutes: 40,
  estimated_arrival: '2026-11-21T18:42:10+09:00',
  restaurant_phone: '02-555-0101',
  cancellable: false,
  cancellation: null,
};

describe('jumun order-status text', () => {
  it('prints where the order is, the five steps with their times, the estimate and the phone', () => {
    expect(progressText(accepted)).toBe(
      [
        '주문번호 2611210001 · 접수 완료 · 18:42 도착 예정',
        '  ✓ 접수 대기  18:00',
        '  ▸ 접수 완료  18:02',
        '  · 조리 중',
        '  · 배달 중',
        '  · 배달 완료',
        '음식점 전화 02-555-0101',
      ].join('\n'),
    );
  });

  it('prints a change as its time and where the order is now; a cancel with why', () => {
    expect(changeLine(accepted)).toBe('18:02 접수 완료 · 18:42 도착 예정');
    const cancelled: OrderProgress = {
      ...accepted,
      status: 'cancelled',
      version: 3,
      steps: [...accepted.steps, { status: 'cancelled', at: '2026-11-21T18:05:00+09:00' }],
      cancellation: { by: 'restaurant', reason: '재료 소진', refund: 'refunded' },
    };
    expect(changeLine(cancelled)).toBe(
      '18:05 주문 취소 · 음식점 사정으로 주문이 취소되었습니다. (재료 소진)',
    );
  });
});

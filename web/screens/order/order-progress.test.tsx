// @vitest-environment happy-dom
// The order's status section over the real store, for the states the browser tests cannot reach
// on the test gateway's standing clock: an online payment's refund after a cancel, pending and
// then done. The following itself (the stream, offline, the cancel) is web/e2e/order-progress.test.ts.
import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderProgress } from '../../../domain/ports/order-progress-types.ts';
import { testStore } from '../../../domain/store/testing/test-store.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { OrderProgressCard } from './order-progress.tsx';

afterEach(cleanup);

/** Order 7 paid online, cancelled by its customer while 접수 대기; its refund as given. */
const cancelled = (refund: 'pending' | 'refunded', version: number): OrderProgress => ({
  order_number: '7',
  status: 'cancelled',
  version,
  steps: [
    { status: 'received', at: '2026-11-21T12:00:00+09:00' },
    { status: 'cancelled', at: '2026-11-21T12:01:00+09:00' },
  ],
  estimated_minutes: null,
  estimated_arrival: null,
  restaurant_phone: '0507-0000-1001',
  cancellable: false,
  cancellation: { by: 'customer', reason: '', refund },
});

const loaded = { read: { status: 'loaded' }, stale: false } as const;

describe('a cancelled online order', () => {
  it('says it was cancelled and refunded, and where the refund is as it moves on', async () => {
    const { store } = testStore();
    await store.dispatch({ type: 'ApplyOrderProgress', progress: cancelled('pending', 2) });
    renderWithStore(store, <OrderProgressCard orderNumber="7" follow={loaded} />);

    expect(screen.getByText('주문이 취소되었습니다. 결제하신 금액은 환불 처리됩니다.')).toBeDefined();
    expect(screen.getByText('환불 진행 중')).toBeDefined();
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(screen.queryByText(/도착 예정/)).toBeNull();

    await act(() => store.dispatch({ type: 'ApplyOrderProgress', progress: cancelled('refunded', 3) }));
    expect(screen.getByText('환불 완료')).toBeDefined();
    expect(screen.queryByText('환불 진행 중')).toBeNull();
  });

  it('shows nothing of another order the store followed last', async () => {
    const { store } = testStore();
    await store.dispatch({ type: 'ApplyOrderProgress', progress: cancelled('pending', 2) });
    renderWithStore(
      store,
      <OrderProgressCard orderNumber="8" follow={{ read: { status: 'loading' }, stale: false }} />,
    );
    expect(screen.queryByText('주문 취소')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('주문 상태를 불러오는 중입니다');
  });
});

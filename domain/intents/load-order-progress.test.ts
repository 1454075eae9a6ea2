import { describe, expect, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { given } from './testing/given.ts';
import { ORDER, progressAt } from './testing/order-facts.ts';

describe('LoadOrderProgress (the order followed to the door)', () => {
  it("records the order's progress, which the order projection shows", async () => {
    const { ports, store } = await given([], { server: (p) => p.gateway.desk.receive(ORDER) })
      .when({
        type: 'LoadOrderProgress',
        orderNumber: ORDER,
      })
      .then({ events: [draft('OrderProgressLoaded', { progress: progressAt('received', 1) })] });
    const { order } = store.projections();
    expect(order).toMatchObject({
      orderNumber: ORDER,
      status: 'received',
      statusText: '접수 대기',
      cancellable: true,
    });
    expect(order.steps.map((s) => [s.label, s.reached])).toEqual([
      ['접수 대기', true],
      ['접수 완료', false],
      ['조리 중', false],
      ['배달 중', false],
      ['배달 완료', false],
    ]);
    expect(ports.gateway.calls.get('orderProgress')).toBe(1);
  });

  it('shows the estimate as a clock time once the restaurant accepted', async () => {
    const { store } = await given([draft('OrderProgressLoaded', { progress: progressAt('received', 1) })], {
      server: (p) => p.gateway.desk.move(ORDER, 'accepted', { minutes: 25 }),
    })
      .when({ type: 'LoadOrderProgress', orderNumber: ORDER })
      .run();
    expect(store.projections().order).toMatchObject({
      status: 'accepted',
      estimatedMinutes: 25,
      arrivalText: '12:25 도착 예정',
      cancellable: false,
      steps: [
        { reached: true },
        { reached: true, current: true, at: '2026-11-21T12:00:00+09:00' },
        {},
        {},
        {},
      ],
    });
  });

  it('records nothing when the progress is no newer than the one known (a poll that found no change)', async () => {
    await given([draft('OrderProgressLoaded', { progress: progressAt('received', 1) })], {
      server: (p) => p.gateway.desk.receive(ORDER),
    })
      .when({ type: 'LoadOrderProgress', orderNumber: ORDER })
      .then({ events: [] });
  });

  it("reads an unknown order and another customer's alike: '주문 정보가 없습니다.'", async () => {
    const { outcome } = await given()
      .when({ type: 'LoadOrderProgress', orderNumber: '2611219999' })
      .then({ rejected: 'ORDER_INFO_MISSING' });
    expect(outcome.kind === 'rejected' && outcome.rejection.message).toBe('주문 정보가 없습니다.');
    await given([], {
      server: (p) =>
        p.gateway.failNext('orderProgress', { kind: 'rejected', status: 404, message: 'not_found' }),
    })
      .when({ type: 'LoadOrderProgress', orderNumber: ORDER })
      .then({ rejected: 'ORDER_INFO_MISSING' });
  });

  it('says the service failed when the gateway does not answer', async () => {
    await given([], { server: (p) => p.gateway.failNext('orderProgress', { kind: 'timeout' }) })
      .when({ type: 'LoadOrderProgress', orderNumber: ORDER })
      .then({ rejected: 'SERVICE_PROBLEM' });
  });

  it("says an online order whose payment never came back never reached the restaurant, in the gateway's words", async () => {
    const { outcome } = await given([], {
      server: (p) =>
        p.gateway.failNext('orderProgress', {
          kind: 'rejected',
          status: 409,
          code: 'ORDER_NOT_STARTED',
          message: '결제가 완료되지 않아 음식점에 전달되지 않은 주문입니다.',
        }),
    })
      .when({ type: 'LoadOrderProgress', orderNumber: ORDER })
      .then({ rejected: 'ORDER_NOT_STARTED' });
    expect(outcome.kind === 'rejected' && outcome.rejection.message).toBe(
      '결제가 완료되지 않아 음식점에 전달되지 않은 주문입니다.',
    );
  });
});

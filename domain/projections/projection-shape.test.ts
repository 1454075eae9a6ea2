import { describe, expect, it } from 'vitest';
import { initialState } from '../store/state.ts';
import { checkPath, projectionShape } from './projection-shape.ts';
import { project } from './projections.ts';

describe('the projection shape that assertion paths are checked against', () => {
  it('has every field the projections have', () => {
    const projections = project(initialState);
    for (const view of ['cart', 'checkout', 'session'] as const)
      expect(Object.keys(projectionShape[view]).sort()).toEqual(Object.keys(projections[view]).sort());
  });

  it('takes paths that can exist: fields, indices, length, anything under a record', () => {
    for (const path of [
      'cart.total',
      'cart.items.length',
      'cart.items.0.options',
      'cart.items.1.options.맛 선택',
      'checkout.coupon.status',
      'checkout.order.items.0.name',
      'session.location.address',
    ])
      expect(checkPath(path)).toEqual({ ok: true });
  });

  it('refuses a path that cannot exist, with "did you mean" or the fields there are', () => {
    expect(checkPath('cart.totl')).toEqual({
      ok: false,
      message: '"cart.totl": no field cart.totl; did you mean cart.total?',
    });
    expect(checkPath('cart.items.first.name')).toEqual({
      ok: false,
      message: '"cart.items.first.name": after cart.items comes an index (0, 1, …) or length',
    });
    expect(checkPath('cart.total.value')).toEqual({
      ok: false,
      message: '"cart.total.value": cart.total has no fields',
    });
    expect(checkPath('basket.total')).toEqual({
      ok: false,
      message: '"basket.total": no field basket (cart | checkout | session | order | history)',
    });
  });
});

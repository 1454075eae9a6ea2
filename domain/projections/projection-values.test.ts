import { describe, expect, it } from 'vitest';
import { checkPath } from './projection-shape.ts';
import { projectionValues, valuesAt } from './projection-values.ts';

describe('the values of the projection paths that hold one of a list', () => {
  it('are listed for paths that exist', () => {
    for (const path of Object.keys(projectionValues))
      expect(checkPath(path.replaceAll('.N.', '.0.')), path).toEqual({ ok: true });
  });

  it('are found by a path with an index, and not for a path without a list', () => {
    expect(valuesAt('checkout.discounts.1.kind')?.values).toEqual([
      'restaurant_percent',
      'additional_delivery',
    ]);
    expect(valuesAt('checkout.stage')).toMatchObject({ nullable: false, open: false });
    expect(valuesAt('checkout.order.status')).toMatchObject({ open: true });
    expect(valuesAt('checkout.total')).toBeUndefined();
  });
});

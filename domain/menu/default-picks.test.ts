import { describe, expect, it } from 'vitest';
import { defaultPicks } from './default-picks.ts';
import { aGroup, anItem, anOption } from './testing/menu-builders.ts';
import { validatePicks } from './validate-picks.ts';

describe('default picks', () => {
  it('takes the first available options of each mandatory group, and none of optional ones (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    const item = anItem({
      subchoices: [
        aGroup({
          slug: 'cutlery',
          mandatory: true,
          multiple: false,
          multiple_count: 0,
          subchoices: [anOption({ slug: 'no' }), anOption({ slug: 'yes' })],
        }),
        aGroup({
          slug: 'two',
          mandatory: true,
          multiple: true,
          multiple_count: 2,
          subchoices: [
            anOption({ slug: 'a', soldout: true }),
            anOption({ slug: 'b' }),
            anOption({ slug: 'c', stock_amount: 0 }),
            anOption({ slug: 'd' }),
          ],
        }),
        aGroup({
          slug: 'extra',
          mandatory: false,
          multiple: true,
          multiple_count: 0,
          subchoices: [anOption({ slug: 'x' })],
        }),
      ],
    });
    expect(defaultPicks(item)).toEqual({ cutlery: ['no'], two: ['b', 'd'] });
    expect(validatePicks(item, defaultPicks(item)).ok).toBe(true);
  });
});

// Option rules over generated groups and picks, checked against a reference written from the spec's
// words (spec 000 §5 "Menu options") rather than from domain/menu's GroupRule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseGroup } from '../domain/menu/option-rules.ts';
import type { MenuItem, MenuOption, OptionGroup } from '../domain/menu/types.ts';
import { type PickRequest, validatePicks } from '../domain/menu/validate-picks.ts';

const RUNS = { numRuns: 1000 };

const optionsArb = (groupIndex: number): fc.Arbitrary<MenuOption[]> =>
  fc
    .array(fc.record({ price: fc.integer({ min: 0, max: 50 }).map((n) => n * 100), soldout: fc.boolean() }), {
      maxLength: 5,
    })
    .map((rows) =>
      rows.map((r, i) => ({
        slug: `g${groupIndex}o${i}`,
        id: groupIndex * 100 + i,
        name: `옵션${i}`,
        price: r.price,
        soldout: r.soldout && i % 2 === 1, // about a quarter sold out
      })),
    );

const groupArb = (groupIndex: number): fc.Arbitrary<OptionGroup> =>
  fc
    .record({
      mandatory: fc.boolean(),
      multiple: fc.boolean(),
      multiple_count: fc.integer({ min: 0, max: 4 }),
      subchoices: optionsArb(groupIndex),
    })
    .map((g) => ({ ...g, slug: `g${groupIndex}`, id: groupIndex, name: `그룹${groupIndex}` }));

const itemArb: fc.Arbitrary<MenuItem> = fc
  .record({
    price: fc.integer({ min: 0, max: 300 }).map((n) => n * 100),
    discounted_price: fc.option(
      fc.integer({ min: 0, max: 300 }).map((n) => n * 100),
      { nil: null },
    ),
    groupCount: fc.integer({ min: 0, max: 4 }),
  })
  .chain(({ price, discounted_price, groupCount }) =>
    fc.tuple(...Array.from({ length: groupCount }, (_, i) => groupArb(i))).map(
      (subchoices): MenuItem => ({
        id: 1,
        name: '메뉴',
        slug: 'menu',
        price,
        discounted_price,
        soldout: false,
        stock_amount: null,
        subchoices,
      }),
    ),
  );

/** For each group: nothing, or some of its option slugs, occasionally padded with an unknown slug. */
const picksArb = (item: MenuItem): fc.Arbitrary<PickRequest> =>
  fc
    .tuple(
      ...item.subchoices.map((g) =>
        fc.option(
          fc
            .tuple(fc.subarray(g.subchoices.map((o) => o.slug)), fc.integer({ min: 0, max: 19 }))
            .map(([slugs, dice]) => (dice === 0 ? [...slugs, 'nope'] : slugs)),
          { nil: undefined },
        ),
      ),
    )
    .map((perGroup) => {
      const picks: Record<string, string[]> = {};
      perGroup.forEach((slugs, i) => {
        const g = item.subchoices[i];
        if (g !== undefined && slugs !== undefined) picks[g.slug] = slugs;
      });
      return picks;
    });

const itemWithPicks = itemArb.chain((item) => picksArb(item).map((picks) => ({ item, picks })));

/** How many picks the spec's words allow a raw group: [min, max], max null for no limit. */
function refBounds(g: OptionGroup): [number, number | null] {
  if (g.multiple && g.mandatory)
    return g.multiple_count === 0 ? [1, 1] : [g.multiple_count, g.multiple_count];
  if (g.multiple) return [0, g.multiple_count === 0 ? null : g.multiple_count];
  if (g.mandatory) return [1, 1];
  return [0, g.multiple_count === 0 ? null : 1];
}

function refAccepts(item: MenuItem, picks: PickRequest): boolean {
  return item.subchoices.every((g) => {
    const [min, max] = refBounds(g);
    const picked = picks[g.slug] ?? [];
    const inStock = g.subchoices.filter((o) => !o.soldout);
    if (inStock.length < min) return false; // the item cannot be ordered at all
    if (!picked.every((slug) => inStock.some((o) => o.slug === slug))) return false;
    return picked.length >= min && (max === null || picked.length <= max);
  });
}

describe('option rules (property)', () => {
  it('accepts a pick set iff every group is satisfied and no count is exceeded (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    fc.assert(
      fc.property(itemWithPicks, ({ item, picks }) => {
        expect(validatePicks(item, picks).ok).toBe(refAccepts(item, picks));
      }),
      RUNS,
    );
  });

  it('normalises idempotently (spec 000 §5 "A group flagged multiple and mandatory with count 0 is treated as single.")', () => {
    fc.assert(
      fc.property(groupArb(0), (g) => {
        const once = normaliseGroup(g);
        expect(normaliseGroup(once)).toEqual(once);
        expect(refBounds(once)).toEqual(refBounds(g));
      }),
      RUNS,
    );
  });

  it('prices a unit as the base price plus the chosen options (spec 000 §4 "Cart total = default_price plus the sum of price times amount.")', () => {
    fc.assert(
      fc.property(itemWithPicks, ({ item, picks }) => {
        const result = validatePicks(item, picks);
        if (!result.ok) return;
        const options = item.subchoices.flatMap((g) =>
          g.subchoices.filter((o) => picks[g.slug]?.includes(o.slug)),
        );
        const base = item.discounted_price ?? item.price;
        expect(result.value.unitPrice).toBe(base + options.reduce((sum, o) => sum + o.price, 0));
        expect(Object.values(result.value.subchoices).flatMap((c) => c.items.map((o) => o.id))).toEqual(
          options.map((o) => o.id),
        );
      }),
      RUNS,
    );
  });
});

// The reorder's re-check (domain/reorder/reorder-lines.ts) over generated past orders and menus that
// changed since: prices up or down, items and options removed or sold out, groups made mandatory,
// stock run low. Checked against a fresh cart of the same picks put in through AddItem, as the
// customer would at today's prices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDraft } from '../domain/cart/line-draft.ts';
import { lineKey } from '../domain/cart/line-key.ts';
import type { CartItem } from '../domain/cart/types.ts';
import type { Event } from '../domain/events/events.ts';
import { decide as addItem } from '../domain/intents/add-item.ts';
import { locationSet, restaurantOpened } from '../domain/intents/testing/facts.ts';
import { isOptionSoldOut } from '../domain/menu/option-rules.ts';
import type { MenuCategory, MenuItem, MenuOption, OptionGroup } from '../domain/menu/types.ts';
import { validatePicks } from '../domain/menu/validate-picks.ts';
import { baseRestaurant } from '../domain/ports/in-memory/sample-catalog.ts';
import { viewCart } from '../domain/projections/cart-view.ts';
import { pastLinesOfCart } from '../domain/reorder/past-lines.ts';
import { reorderLines } from '../domain/reorder/reorder-lines.ts';
import { evolve } from '../domain/store/evolve.ts';
import { replayState } from '../domain/store/replay.ts';
import type { State } from '../domain/store/state.ts';

const RUNS = { numRuns: 500 };

type Fate = 'same' | 'price' | 'gone' | 'soldout';
const fateArb: fc.Arbitrary<Fate> = fc.constantFrom('same', 'same', 'price', 'gone', 'soldout');
const priceArb = fc.integer({ min: 0, max: 40 }).map((n) => n * 500);

interface OptionPlan {
  readonly option: MenuOption;
  readonly fate: Fate;
  readonly newPrice: number;
}
interface GroupPlan {
  readonly group: OptionGroup;
  readonly options: readonly OptionPlan[];
  /** An optional group made mandatory since. */
  readonly stricter: boolean;
}
interface ItemPlan {
  readonly item: MenuItem;
  readonly groups: readonly GroupPlan[];
  readonly fate: Fate;
  readonly newPrice: number;
  readonly newStock: number | null;
}

const groupArb = (itemId: number, g: number): fc.Arbitrary<GroupPlan> =>
  fc
    .record({
      mandatory: fc.boolean(),
      stricter: fc.integer({ min: 0, max: 4 }).map((dice) => dice === 0),
      options: fc.array(fc.record({ price: priceArb, fate: fateArb, newPrice: priceArb }), {
        minLength: 1,
        maxLength: 3,
      }),
    })
    .map(({ mandatory, stricter, options }) => {
      const id = itemId * 10 + g;
      const group: OptionGroup = {
        slug: `g${id}`,
        id,
        name: `그룹${id}`,
        // a mandatory group takes exactly one; an optional one up to two
        mandatory,
        multiple: !mandatory,
        multiple_count: mandatory ? 0 : 2,
        subchoices: options.map((o, i) => ({
          slug: `o${id}-${i}`,
          id: id * 10 + i,
          name: `옵션${id}-${i}`,
          price: o.price,
        })),
      };
      return {
        group,
        stricter: stricter && !mandatory,
        options: options.map((o, i) => ({
          option: group.subchoices[i] as MenuOption,
          fate: o.fate,
          newPrice: o.newPrice,
        })),
      };
    });

const itemArb = (id: number): fc.Arbitrary<ItemPlan> =>
  fc
    .record({
      price: priceArb,
      groupCount: fc.integer({ min: 0, max: 2 }),
      fate: fateArb,
      newPrice: priceArb,
      newStock: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 6 })),
    })
    .chain(({ price, groupCount, fate, newPrice, newStock }) =>
      fc.tuple(...Array.from({ length: groupCount }, (_, g) => groupArb(id, g))).map(
        (groups): ItemPlan => ({
          item: {
            id,
            name: `메뉴${id}`,
            slug: `m${id}`,
            price,
            discounted_price: null,
            soldout: false,
            stock_amount: null,
            subchoices: groups.map((g) => g.group),
          },
          groups,
          fate,
          newPrice,
          newStock,
        }),
      ),
    );

/** Yesterday's picks for an item: one option of each mandatory group, up to two of an optional one. */
const picksArb = (plan: ItemPlan) =>
  fc.tuple(
    ...plan.groups.map((g) =>
      g.group.mandatory
        ? fc.constantFrom(...g.group.subchoices.map((o) => o.slug)).map((slug) => [slug])
        : fc.subarray(
            g.group.subchoices.map((o) => o.slug),
            { maxLength: Math.min(2, g.group.subchoices.length) },
          ),
    ),
  );

const scenarioArb = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => itemArb(i + 1))))
  .chain((plans) =>
    fc.tuple(
      fc.constant(plans),
      fc.tuple(
        ...plans.map((plan) =>
          fc.record({ picks: picksArb(plan), amount: fc.integer({ min: 1, max: 4 }), ordered: fc.boolean() }),
        ),
      ),
    ),
  );

/** The line the device recorded when it was ordered yesterday. */
function pastLine(plan: ItemPlan, picks: readonly string[][], amount: number): CartItem | null {
  const request: Record<string, string[]> = {};
  plan.groups.forEach((g, i) => {
    if ((picks[i] ?? []).length > 0) request[g.group.slug] = picks[i] ?? [];
  });
  const validated = validatePicks(plan.item, request);
  return validated.ok ? { ...lineDraft(plan.item, validated.value), amount } : null;
}

/** Today's menu: each item and option as its fate says. */
function todaysMenu(plans: readonly ItemPlan[]): MenuCategory[] {
  const items = plans
    .filter((p) => p.fate !== 'gone')
    .map(
      (p): MenuItem => ({
        ...p.item,
        price: p.fate === 'price' ? p.newPrice : p.item.price,
        soldout: p.fate === 'soldout',
        stock_amount: p.newStock,
        subchoices: p.groups.map((g) => ({
          ...g.group,
          mandatory: g.group.mandatory || g.stricter,
          subchoices: g.options
            .filter((o) => o.fate !== 'gone')
            .map((o) => ({
              ...o.option,
              price: o.fate === 'price' ? o.newPrice : o.option.price,
              soldout: o.fate === 'soldout',
            })),
        })),
      }),
    );
  return [{ slug: 'menu', name: '메뉴', items }];
}

/** The customer's own cart of the same picks, put in one by one through AddItem at today's menu. */
function freshCart(menu: readonly MenuCategory[], picks: readonly CartItem[]): State | string {
  const at = Date.parse('2026-11-21T12:00:00+09:00');
  let state = replayState(
    [locationSet(), restaurantOpened(baseRestaurant, menu)].map((e) => ({ ...e, metadata: { at } }) as Event),
  );
  for (const line of picks) {
    const options = Object.fromEntries(
      Object.entries(line.subchoices).map(([slug, group]) => [slug, group.items.map((o) => o.slug)]),
    );
    const decision = addItem({ type: 'AddItem', menuItemId: line.id, options, amount: line.amount }, state);
    if (decision.rejection !== undefined || decision.confirm !== undefined)
      return `AddItem refused ${line.name}: ${JSON.stringify(decision.rejection ?? decision.confirm)}`;
    for (const e of decision.events) state = evolve(state, { ...e, metadata: { at } } as Event);
  }
  return state;
}

describe('the reorder re-check (재주문), over menus changed since the order', () => {
  it("gives a cart whose total is a fresh cart's of the same picks at today's prices", () => {
    fc.assert(
      fc.property(scenarioArb, ([plans, orders]) => {
        const past = plans.flatMap((plan, i) => {
          const o = orders[i];
          const line = o?.ordered === true ? pastLine(plan, o.picks, o.amount) : null;
          return line === null ? [] : [line];
        });
        const menu = todaysMenu(plans);
        const plan = reorderLines({ restaurant: baseRestaurant, menu, lines: pastLinesOfCart(past) });
        expect(plan.kind).toBe('planned');
        if (plan.kind !== 'planned') return;
        const fresh = freshCart(menu, plan.lines);
        expect(typeof fresh === 'string' ? fresh : 'added').toBe('added');
        if (typeof fresh === 'string') return;
        const reordered = viewCart({ ...fresh.cart, items: plan.lines });
        expect(reordered.total).toBe(viewCart(fresh.cart).total);
        expect(viewCart(fresh.cart).count).toBe(reordered.count);
      }),
      RUNS,
    );
  });

  it('never adds a line whose item or any option is gone or sold out, nor anything not ordered', () => {
    fc.assert(
      fc.property(scenarioArb, ([plans, orders]) => {
        const past = plans.flatMap((plan, i) => {
          const o = orders[i];
          const line = o?.ordered === true ? pastLine(plan, o.picks, o.amount) : null;
          return line === null ? [] : [line];
        });
        const menu = todaysMenu(plans);
        const plan = reorderLines({ restaurant: baseRestaurant, menu, lines: pastLinesOfCart(past) });
        if (plan.kind !== 'planned') return;
        const today = menu.flatMap((c) => c.items);
        const pastKeys = new Set(past.map(lineKey));
        for (const line of plan.lines) {
          expect(pastKeys.has(lineKey(line))).toBe(true);
          const item = today.find((i) => i.id === line.id);
          expect(item?.soldout).toBe(false);
          for (const group of Object.values(line.subchoices))
            for (const chosen of group.items) {
              const option = item?.subchoices
                .find((g) => g.id === group.id)
                ?.subchoices.find((o) => o.id === chosen.id);
              expect(option !== undefined && !isOptionSoldOut(option)).toBe(true);
            }
        }
        // every past line is either added or said to be changed
        const dropped = past.filter((l) => !plan.lines.some((n) => lineKey(n) === lineKey(l)));
        for (const line of dropped)
          expect(plan.changes.some((c) => c.menu === line.name && c.kind !== 'price-changed')).toBe(true);
      }),
      RUNS,
    );
  });
});

// Cart rules over generated command sequences (spec 000 §4 "Cart", §5 "Stock").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem, type CartItemDraft } from '../domain/cart/add-item.ts';
import { changeAmount } from '../domain/cart/change-amount.ts';
import { isDisposable } from '../domain/cart/disposable.ts';
import { lineKey } from '../domain/cart/line-key.ts';
import type { CartRestaurant } from '../domain/cart/outcome.ts';
import { clearCart, removeLine } from '../domain/cart/remove-line.ts';
import { applyCart, chosen, disposableMenu, draft, menuItem } from '../domain/cart/testing/cart-builders.ts';
import { type Cart, emptyCart } from '../domain/cart/types.ts';
import { isStocked } from '../domain/menu/stock.ts';
import { itemsTotal } from '../domain/pricing/items-total.ts';
import type { Result } from '../domain/result.ts';
import { accept, type Decision, type EventDraft, refuseWith } from '../domain/store/decision.ts';

const runs = { numRuns: 1000 };

/** Option picks: per group (ids 1, 2) a set of option ids, in the order they were picked. */
const optionsArb = fc.record({
  g1: fc.shuffledSubarray([1, 2, 3]),
  g2: fc.shuffledSubarray([4, 5]),
});
type Options = { g1: number[]; g2: number[] };

const stockArb = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 }), fc.constant(9999));

/** Menu ids 1..4; 1 and 2 share id_for_stock 1, so stock counts across both. */
function makeDraft(menuId: number, options: Options, stocks: readonly (number | null)[]): CartItemDraft {
  const idForStock = menuId <= 2 ? 1 : menuId;
  return draft({
    id: menuId,
    id_for_stock: idForStock,
    price: menuId * 1000 + options.g1.length * 500 + options.g2.length * 500,
    subchoices: { size: chosen(1, options.g1), extra: chosen(2, options.g2) },
    stock_amount: stocks[idForStock] ?? null,
  });
}

type Command =
  | {
      type: 'add';
      menuId: number;
      options: Options;
      amount: number;
      restaurantId: number;
      confirmed: boolean;
    }
  | { type: 'change'; line: number; amount: number }
  | { type: 'remove'; line: number }
  | { type: 'clear' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('add' as const),
      menuId: fc.integer({ min: 1, max: 4 }),
      options: optionsArb,
      amount: fc.integer({ min: -1, max: 6 }),
      restaurantId: fc.oneof(
        { weight: 6, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.constant(2) },
      ),
      confirmed: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('change' as const),
      line: fc.nat(6),
      amount: fc.integer({ min: -1, max: 10 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('remove' as const), line: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
);

const worldArb = fc.record({
  defaultPrice: fc.integer({ min: 0, max: 3000 }),
  hasDisposable: fc.boolean(),
  disposableStock: stockArb,
  stocks: fc.array(stockArb, { minLength: 5, maxLength: 5 }),
});
type World = {
  defaultPrice: number;
  hasDisposable: boolean;
  disposableStock: number | null;
  stocks: (number | null)[];
};

function restaurantOf(world: World, id: number): CartRestaurant {
  return {
    id,
    name: `음식점${id}`,
    default_price: world.defaultPrice,
    stock_management: true,
    has_disposable_menu: world.hasDisposable,
  };
}

function step(cart: Cart, command: Command, world: World): Cart {
  const menu = disposableMenu(menuItem({ id: 900, stock_amount: world.disposableStock }));
  const lineAt = (i: number) => cart.items[i % Math.max(1, cart.items.length)];
  let next: Decision = accept();
  switch (command.type) {
    case 'add':
      next = addItem(cart, {
        restaurant: restaurantOf(world, command.restaurantId),
        menu,
        item: makeDraft(command.menuId, command.options, world.stocks),
        amount: command.amount,
        confirmed: command.confirmed,
      });
      break;
    case 'change': {
      const line = lineAt(command.line);
      if (line !== undefined) next = asDecision(changeAmount(cart, lineKey(line), command.amount));
      break;
    }
    case 'remove': {
      const line = lineAt(command.line);
      if (line !== undefined) next = asDecision(removeLine(cart, restaurantOf(world, 1), lineKey(line)));
      break;
    }
    case 'clear':
      next = accept(...clearCart(cart));
      break;
    default:
      return command satisfies never;
  }
  return accepted(next) ? applyCart(cart, next.events) : cart;
}

function asDecision(result: Result<readonly EventDraft[]>): Decision {
  return result.ok ? accept(...result.value) : refuseWith(result.rejection);
}

/** Neither refused nor waiting for the customer's yes. */
function accepted(decision: Decision): boolean {
  return decision.rejection === undefined && decision.confirm === undefined;
}

function checkInvariants(cart: Cart, world: World): void {
  for (const line of cart.items) expect(Number.isSafeInteger(line.amount) && line.amount >= 1).toBe(true);
  const perStock = new Map<number, number>();
  for (const line of cart.items)
    perStock.set(line.id_for_stock, (perStock.get(line.id_for_stock) ?? 0) + line.amount);
  for (const [idForStock, amount] of perStock) {
    const stock = idForStock === 900 ? world.disposableStock : (world.stocks[idForStock] ?? null);
    if (isStocked(stock)) expect(amount).toBeLessThanOrEqual(stock);
  }
  const firstDisposable = cart.items.findIndex(isDisposable);
  if (firstDisposable >= 0) expect(cart.items.slice(firstDisposable).every(isDisposable)).toBe(true);
  expect(new Set(cart.items.map(lineKey)).size).toBe(cart.items.length);
  if (world.hasDisposable && cart.items.length > 0) expect(cart.items.some(isDisposable)).toBe(true);
}

/** The cart an accepted add makes from `cart`. */
function okCart(cart: Cart, decision: Decision): Cart {
  expect(accepted(decision), JSON.stringify(decision)).toBe(true);
  return accepted(decision) ? applyCart(cart, decision.events) : emptyCart;
}

describe('cart rules over command sequences', () => {
  it('keeps amounts ≥ 1, stock unexceeded, the disposable item last and one line per combination (spec 000 §4 "Cart", §5 "Stock")', () => {
    fc.assert(
      fc.property(worldArb, fc.array(commandArb, { maxLength: 25 }), (world, commands) => {
        let cart: Cart = emptyCart;
        for (const command of commands) {
          cart = step(cart, command, world);
          checkInvariants(cart, world);
        }
      }),
      runs,
    );
  });

  it('merges the same combination: two adds equal one add of the summed amount (spec 000 §4 "Adding an item with the same option combination raises its amount.")', () => {
    fc.assert(
      fc.property(
        worldArb,
        fc.array(commandArb, { maxLength: 10 }),
        fc.integer({ min: 1, max: 4 }),
        optionsArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (world0, commands, menuId, options, a, b) => {
          const world = { ...world0, stocks: world0.stocks.map(() => null), disposableStock: null };
          const start = commands.reduce((cart, command) => step(cart, command, world), emptyCart as Cart);
          const input = {
            restaurant: restaurantOf(world, 1),
            menu: disposableMenu(menuItem({ id: 900 })),
            confirmed: true,
          };
          const reordered = { g1: [...options.g1].reverse(), g2: [...options.g2].reverse() };
          const first = okCart(
            start,
            addItem(start, { ...input, item: makeDraft(menuId, options, world.stocks), amount: a }),
          );
          const twice = okCart(
            first,
            addItem(first, { ...input, item: makeDraft(menuId, reordered, world.stocks), amount: b }),
          );
          const once = okCart(
            start,
            addItem(start, { ...input, item: makeDraft(menuId, options, world.stocks), amount: a + b }),
          );
          const shape = (cart: Cart) => cart.items.map((line) => [lineKey(line), line.amount]);
          expect(shape(twice)).toEqual(shape(once));
        },
      ),
      runs,
    );
  });

  it('totals default_price plus Σ price × amount of everything added (spec 000 §4 "Cart total = default_price plus the sum of price times amount.")', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(
          fc.record({
            menuId: fc.integer({ min: 1, max: 4 }),
            options: optionsArb,
            amount: fc.integer({ min: 1, max: 9 }),
          }),
          { maxLength: 15 },
        ),
        (defaultPrice, adds) => {
          const world: World = {
            defaultPrice,
            hasDisposable: false,
            disposableStock: null,
            stocks: [null, null, null, null, null],
          };
          let cart: Cart = emptyCart;
          let expected = defaultPrice;
          for (const { menuId, options, amount } of adds) {
            const item = makeDraft(menuId, options, world.stocks);
            cart = okCart(
              cart,
              addItem(cart, { restaurant: restaurantOf(world, 1), menu: [], item, amount }),
            );
            expected += item.price * amount;
          }
          expect(cart.items.length === 0 ? 0 : itemsTotal(cart)).toBe(adds.length === 0 ? 0 : expected);
        },
      ),
      runs,
    );
  });
});

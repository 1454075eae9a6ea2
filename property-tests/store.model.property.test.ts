// A model-based test of the store (fc.commands): the cart intents run against the real store and
// against a deliberately simple model of the spec's cart rules; after every step they agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Store } from '../domain/store/store.ts';
import { testStore } from '../domain/store/testing/test-store.ts';

interface ModelLine {
  readonly key: string;
  readonly name: string;
  readonly menuId: number;
  readonly price: number;
  amount: number;
}
interface Model {
  open: number | null;
  cartRestaurant: number | null;
  lines: ModelLine[];
}
interface Real {
  readonly store: Store;
}

/** What the model knows of the menus: names, prices, stock, and option prices. */
const menus: Record<
  number,
  Record<string, { id: number; price: number; stock: number; soldout?: boolean }>
> = {
  1001: {
    후라이드치킨: { id: 5001, price: 18000, stock: Infinity },
    치즈볼: { id: 5002, price: 5000, stock: Infinity },
    반반치킨: { id: 5003, price: 19000, stock: Infinity, soldout: true },
  },
  1002: { 소금빵: { id: 6001, price: 3500, stock: 3 }, 크루아상: { id: 6002, price: 4000, stock: Infinity } },
  1003: {
    '앞다리 족발': { id: 8001, price: 32000, stock: Infinity },
    막국수: { id: 8002, price: 7000, stock: Infinity },
  },
};
const optionPrices: Record<string, number> = {
  후라이드: 0,
  양념: 1000,
  허니머스타드: 500,
  핫소스: 500,
  갈릭소스: 500,
};

function sameCart(model: Model, store: Store): void {
  const cart = store.projections().cart;
  expect(cart.items.map((l) => [l.name, l.amount, l.price])).toEqual(
    model.lines.map((l) => [l.name, l.amount, l.price]),
  );
  expect(cart.total).toBe(model.lines.reduce((sum, l) => sum + l.price * l.amount, 0));
  expect(cart.restaurantId).toBe(model.lines.length === 0 ? null : model.cartRestaurant);
  for (const line of cart.items) expect(line.amount).toBeGreaterThanOrEqual(1);
}

class Open implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    expect((await real.store.dispatch({ type: 'OpenRestaurant', restaurantId: this.id })).kind).toBe(
      'accepted',
    );
    model.open = this.id;
    sameCart(model, real.store);
  }
  toString = () => `Open(${this.id})`;
}

class Add implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pickIndex: number,
    readonly taste: string,
    readonly sauces: readonly string[],
    readonly amount: number,
    readonly confirmed: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.open !== null;
  async run(model: Model, real: Real) {
    const open = model.open ?? 0;
    const names = Object.keys(menus[open] ?? {});
    const name = names[this.pickIndex % names.length] ?? '';
    const entry = menus[open]?.[name];
    if (entry === undefined) throw new Error('model has no such item');
    const withOptions = entry.id === 5001;
    const options = withOptions
      ? { 맛: [this.taste], ...(this.sauces.length > 0 ? { 소스: [...this.sauces] } : {}) }
      : {};
    const outcome = await real.store.dispatch({
      type: 'AddItem',
      menu: name,
      options,
      amount: this.amount,
      confirmed: this.confirmed,
    });

    const price =
      entry.price +
      (withOptions ? [this.taste, ...this.sauces].reduce((s, o) => s + (optionPrices[o] ?? 0), 0) : 0);
    const key = `${entry.id}|${withOptions ? [this.taste, ...[...this.sauces].sort()].join(',') : ''}`;
    const other = model.lines.length > 0 && model.cartRestaurant !== open;
    if (entry.soldout === true) {
      expect(outcome.kind).toBe('rejected');
    } else if (other && !this.confirmed) {
      expect(outcome.kind).toBe('needs-confirmation');
    } else {
      const lines = other ? [] : model.lines;
      const inCart = lines.filter((l) => l.menuId === entry.id).reduce((n, l) => n + l.amount, 0);
      if (inCart + this.amount > entry.stock) {
        expect(outcome.kind).toBe('rejected');
      } else {
        expect(outcome.kind).toBe('accepted');
        model.lines = lines;
        model.cartRestaurant = open;
        const existing = model.lines.find((l) => l.key === key);
        if (existing) existing.amount += this.amount;
        else model.lines.push({ key, name, menuId: entry.id, price, amount: this.amount });
      }
    }
    sameCart(model, real.store);
  }
  toString = () => `Add(${this.pickIndex},${this.taste},[${this.sauces}],${this.amount},${this.confirmed})`;
}

class Change implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly amount: number,
  ) {}
  check = (m: Readonly<Model>) => m.lines.length > 0;
  async run(model: Model, real: Real) {
    const index = this.index % model.lines.length;
    const line = model.lines[index];
    if (line === undefined) throw new Error('no line');
    const outcome = await real.store.dispatch({ type: 'ChangeAmount', line: index, amount: this.amount });
    const stock =
      Object.values(menus[model.cartRestaurant ?? 0] ?? {}).find((e) => e.id === line.menuId)?.stock ??
      Infinity;
    const others = model.lines
      .filter((l) => l !== line && l.menuId === line.menuId)
      .reduce((n, l) => n + l.amount, 0);
    const ok = this.amount >= 1 && (this.amount <= line.amount || others + this.amount <= stock);
    expect(outcome.kind).toBe(ok ? 'accepted' : 'rejected');
    if (ok) line.amount = this.amount;
    sameCart(model, real.store);
  }
  toString = () => `Change(${this.index},${this.amount})`;
}

class Remove implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.lines.length > 0;
  async run(model: Model, real: Real) {
    const index = this.index % model.lines.length;
    expect((await real.store.dispatch({ type: 'RemoveItem', line: index })).kind).toBe('accepted');
    model.lines.splice(index, 1);
    if (model.lines.length === 0) model.cartRestaurant = null;
    sameCart(model, real.store);
  }
  toString = () => `Remove(${this.index})`;
}

class Clear implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    expect((await real.store.dispatch({ type: 'ClearCart' })).kind).toBe('accepted');
    model.lines = [];
    model.cartRestaurant = null;
    sameCart(model, real.store);
  }
  toString = () => 'Clear';
}

const cartCommands = [
  fc.constantFrom(1001, 1002, 1003).map((id) => new Open(id)),
  fc
    .tuple(
      fc.nat(5),
      fc.constantFrom('후라이드', '양념'),
      fc.uniqueArray(fc.constantFrom('허니머스타드', '핫소스', '갈릭소스'), { maxLength: 2 }),
      fc.integer({ min: 1, max: 3 }),
      fc.boolean(),
    )
    .map(([i, taste, sauces, amount, confirmed]) => new Add(i, taste, sauces, amount, confirmed)),
  fc.tuple(fc.nat(5), fc.integer({ min: 0, max: 5 })).map(([i, amount]) => new Change(i, amount)),
  fc.nat(5).map((i) => new Remove(i)),
  fc.constant(new Clear()),
];

describe('the store against a simple model of the cart rules', () => {
  it('agrees on every step of any command sequence (spec 000 §4 "Cart", §5 "Stock")', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(cartCommands, { maxCommands: 20 }), async (cmds) => {
        const { store } = testStore();
        await store.dispatch({ type: 'SetLocation', address: '역삼동' });
        await fc.asyncModelRun(
          () => ({ model: { open: null, cartRestaurant: null, lines: [] }, real: { store } }),
          cmds,
        );
      }),
      { numRuns: 1000 },
    );
  });
});

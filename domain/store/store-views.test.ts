// The store's read side as a subscriber such as React's useSyncExternalStore sees it.
import { describe, expect, it } from 'vitest';
import { testStore } from './testing/test-store.ts';

function counter() {
  let calls = 0;
  return { onChange: () => void calls++, calls: () => calls };
}

describe('the store read side', () => {
  it('given no change, getSnapshot returns the same object every time', () => {
    const { store } = testStore();
    expect(store.views.cart.getSnapshot()).toBe(store.views.cart.getSnapshot());
    expect(store.projections()).toBe(store.projections());
  });

  it('when the location is set, tells session subscribers only, and the cart keeps its identity', async () => {
    const { store } = testStore();
    const cartBefore = store.views.cart.getSnapshot();
    const sessionBefore = store.views.session.getSnapshot();
    const cart = counter();
    const session = counter();
    store.views.cart.subscribe(cart.onChange);
    store.views.session.subscribe(session.onChange);

    await store.dispatch({ type: 'SetLocation', address: '역삼동' });

    expect(session.calls()).toBeGreaterThan(0);
    expect(store.views.session.getSnapshot()).not.toBe(sessionBefore);
    expect(cart.calls()).toBe(0);
    expect(store.views.cart.getSnapshot()).toBe(cartBefore);
  });

  it('when a line is added, tells cart subscribers once per change and keeps unchanged lines', async () => {
    const { store } = testStore();
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
    await store.dispatch({ type: 'AddItem', menu: '치즈볼', amount: 1 });
    const firstLine = store.views.cart.getSnapshot().items[0];
    const cart = counter();
    store.views.cart.subscribe(cart.onChange);

    await store.dispatch({ type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 1 });

    expect(cart.calls()).toBe(1);
    expect(store.views.cart.getSnapshot().items).toHaveLength(2);
    expect(store.views.cart.getSnapshot().items[0]).toBe(firstLine);
  });

  it('when a command is refused without events, nobody is told', async () => {
    const { store } = testStore();
    const all = counter();
    store.views.cart.subscribe(all.onChange);
    store.views.checkout.subscribe(all.onChange);
    store.views.session.subscribe(all.onChange);

    const outcome = await store.dispatch({ type: 'AddItem', menu: '치즈볼', amount: 1 });

    expect(outcome.kind).toBe('rejected');
    expect(all.calls()).toBe(0);
  });

  it('after unsubscribe, a change is not told', async () => {
    const { store } = testStore();
    const session = counter();
    const unsubscribe = store.views.session.subscribe(session.onChange);
    unsubscribe();
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    expect(session.calls()).toBe(0);
  });
});

describe('a command that does not decode', () => {
  it('is refused before anything is recorded', async () => {
    const { store } = testStore();
    await expect(store.dispatch({ type: 'AddItem', amount: 'two' } as never)).rejects.toThrow(
      'not a command',
    );
    await expect(store.dispatch({ type: 'Nope' } as never)).rejects.toThrow('not a command');
    expect(store.log()).toHaveLength(0);
  });
});

describe('the clock', () => {
  it('is read once per dispatch: the events carry the time the rules decided at', async () => {
    const { store, ports } = testStore();
    const read = ports.clock.now;
    let reads = 0;
    Object.assign(ports.clock, {
      now: () => {
        reads++;
        return read();
      },
    });
    // a pure rule (no port reads the clock): the store itself reads it, once
    await store.dispatch({ type: 'ClearCart' });
    expect(reads).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { Command } from '../commands/commands.ts';
import { evolve, evolveAll } from './evolve.ts';
import { initialState } from './state.ts';
import { testStore } from './testing/test-store.ts';

const commands: readonly Command[] = [
  { type: 'SetLocation', address: '역삼동' },
  { type: 'OpenRestaurant', restaurantId: 1001 },
  { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
  { type: 'AddItem', menu: '치즈볼', options: {}, amount: 1 },
  { type: 'ChangeAmount', line: 0, amount: 3 },
  { type: 'GoToCheckout' },
  { type: 'SetPhone', phone: '01012345678' },
  { type: 'RequestSmsCode' },
  { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
  { type: 'LogOut' },
  { type: 'RequestSmsCode', context: 'REGISTER', phone: '01055556666' },
  { type: 'RemoveItem', line: 1 },
];

async function liveLog() {
  const { store, ports } = testStore();
  for (const command of commands) {
    ports.clock.advance(60_000);
    await store.dispatch(command);
  }
  return store.log();
}

describe('evolveAll (a replay in one batch)', () => {
  it('gives the state of folding evolve one event at a time, from any state, leaving that state as it was (DESIGN "replay(log) gives the same projections as live")', async () => {
    // given
    const log = await liveLog();
    const half = Math.floor(log.length / 2);
    const start = log.slice(0, half).reduce(evolve, initialState);
    const before = structuredClone(start);
    // when
    const batched = evolveAll(start, log.slice(half));
    // then
    expect(log.length).toBeGreaterThan(10);
    expect(batched).toEqual(log.reduce(evolve, initialState));
    expect(start).toEqual(before);
    expect(Object.isFrozen(batched.checkout.phone)).toBe(true);
  });

  it('returns the state itself for no events', () => {
    expect(evolveAll(initialState, [])).toBe(initialState);
  });
});

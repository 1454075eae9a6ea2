// Replay determinism: for any generated command sequence, replaying the log — as it is, and after
// a JSON round trip through the stored-log decoder — gives exactly the live projections.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../domain/commands/commands.ts';
import { decodeLog, replay } from '../domain/store/replay.ts';
import { testStore } from '../domain/store/test-store.ts';

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom<Command>(
    { type: 'SetLocation', address: '역삼동' },
    { type: 'SetLocation', address: '서초동' },
    { type: 'SetLocation', address: '없는동' },
    { type: 'GoToCheckout' },
    { type: 'GoToCheckout', confirmed: true },
    { type: 'RequestSmsCode' },
    { type: 'ClearCart' },
    { type: 'SubmitOrder' },
    { type: 'SubmitOrder', confirmed: true },
    { type: 'CancelCoupon', confirmed: true },
    { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
    { type: 'LogOut' },
  ),
  fc
    .constantFrom(1001, 1002, 1003, 4040)
    .map((restaurantId): Command => ({ type: 'OpenRestaurant', restaurantId })),
  fc
    .record({
      menu: fc.constantFrom(
        '후라이드치킨',
        '치즈볼',
        '소금빵',
        '크루아상',
        '앞다리 족발',
        '막국수',
        '반반치킨',
      ),
      amount: fc.integer({ min: 0, max: 4 }),
      confirmed: fc.boolean(),
    })
    .map((r): Command => ({ type: 'AddItem', ...r, options: { 맛: ['양념'] } })),
  fc
    .record({ line: fc.nat(3), amount: fc.integer({ min: 0, max: 5 }) })
    .map((r): Command => ({ type: 'ChangeAmount', ...r })),
  fc.nat(3).map((line): Command => ({ type: 'RemoveItem', line })),
  fc.constantFrom('101호', '', '3층 왼쪽').map((detail): Command => ({ type: 'SetAddressDetail', detail })),
  fc.constantFrom('01012345678', '010-9999-0000', '').map((phone): Command => ({ type: 'SetPhone', phone })),
  fc.constantFrom('0000', '12', '').map((code): Command => ({ type: 'VerifySmsCode', code })),
  fc
    .constantFrom('WELCOME3000', 'HUGE100000', 'NOPE')
    .map((code): Command => ({ type: 'ApplyCoupon', code })),
  fc
    .constantFrom('cash', 'creditcard', 'pg_card', 'bitcoin')
    .map((payment): Command => ({ type: 'ChoosePayment', payment })),
  fc.constantFrom('문 앞에 놔주세요', '').map((comment): Command => ({ type: 'SetComment', comment })),
);

describe('replay', () => {
  it('rebuilds the live projections from the log, and from its stored JSON (DESIGN "replay(log) gives the same projections as live")', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(command, fc.nat(300_000)), { maxLength: 25 }), async (steps) => {
        const { store, ports } = testStore();
        for (const [c, wait] of steps) {
          ports.clock.advance(wait);
          await store.dispatch(c);
        }
        const live = store.projections();
        expect(replay(store.log())).toEqual(live);
        const stored = decodeLog(JSON.parse(JSON.stringify(store.log())));
        if (!stored.ok) throw new Error(stored.errors.join('\n'));
        expect(replay(stored.log)).toEqual(live);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a stored log that does not decode, naming the path', () => {
    const bad = decodeLog([{ type: 'ItemAdded', data: { restaurantId: 'x' }, metadata: { at: 1 } }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join('\n')).toMatch(/\$\[0\]\.data/);
  });
});

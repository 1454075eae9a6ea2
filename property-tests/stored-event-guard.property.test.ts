// The stored log's reader takes an event its codec's guard accepts as it is (contract/guarded-decode.ts).
// That is sound only if the guard accepts nothing the decode would refuse or change. The events of
// an order's log (a stored log is untrusted), each changed at one place — a field removed, replaced
// by any JSON value, or joined by an unknown one — are held to it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edit, pathsOf, REMOVE } from '../contract/testing/codec-helpers.ts';
import type { Command } from '../domain/commands/commands.ts';
import { Event as EventC } from '../domain/events/events.ts';
import { testStore } from '../domain/store/testing/test-store.ts';

const ORDER: readonly Command[] = [
  { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
  { type: 'SetLocation', address: '역삼동' },
  { type: 'OpenRestaurant', restaurantId: 1001 },
  { type: 'AddItem', menu: '후라이드치킨', amount: 2, options: { 맛: ['양념'] } },
  { type: 'AddItem', menu: '치즈볼', amount: 1, options: {} },
  { type: 'ChangeAmount', line: 0, amount: 3 },
  { type: 'GoToCheckout' },
  { type: 'SetAddressDetail', detail: '101호' },
  { type: 'SetPhone', phone: '01012345678' },
  { type: 'RequestSmsCode' },
  { type: 'ApplyCoupon', code: 'WELCOME3000' },
  { type: 'ChoosePayment', payment: 'cash', confirmed: true },
  { type: 'SetComment', comment: '문 앞에 놔주세요' },
];

async function storedEvents(): Promise<unknown[]> {
  const test = testStore();
  for (const command of ORDER) await test.store.dispatch(command);
  return JSON.parse(JSON.stringify(test.store.log())) as unknown[];
}

describe("the stored event's guard", () => {
  it('accepts only what decodes to itself, unchanged, in events changed at any one place', async () => {
    const events = await storedEvents();
    expect(new Set(events.map((e) => (e as { type: string }).type)).size).toBeGreaterThan(8);
    const places = events.flatMap((event) => pathsOf(event).map((path) => ({ event, path })));
    const change = fc.oneof(
      fc.constant({ op: 'remove' as const }),
      fc.jsonValue().map((value) => ({ op: 'replace' as const, value })),
      fc.jsonValue().map((value) => ({ op: 'extend' as const, value })),
    );
    fc.assert(
      fc.property(fc.nat({ max: places.length - 1 }), change, (index, c) => {
        const place = places[index];
        if (place === undefined) return;
        const { event, path } = place;
        const changed =
          c.op === 'remove'
            ? edit(event, path, REMOVE)
            : c.op === 'replace'
              ? edit(event, path, c.value)
              : edit(event, [...path, 'x_added'], c.value);
        if (!EventC.is(changed)) return;
        const decoded = EventC.decode(changed);
        expect(decoded._tag).toBe('Right');
        if (decoded._tag === 'Right') expect(decoded.right).toStrictEqual(changed);
      }),
      { numRuns: 3000 },
    );
  });
});

// Steps the store's tests share: commands dispatched in order, and a customer at checkout with a
// verified phone.
import type { Command } from '../../commands/commands.ts';
import type { EventStore } from '../event-store.ts';

/** Any store the tests drive: the test store, or one made with ports of the test's own. */
type TestStore = Pick<EventStore, 'dispatch'>;

export const yeoksam: Command = { type: 'SetLocation', address: '역삼동' };

export async function run(store: TestStore, commands: readonly Command[]) {
  const outcomes = [];
  for (const c of commands) outcomes.push(await store.dispatch(c));
  return outcomes;
}

/** 치즈볼 × 3 at 1001 (15,000원), checked out, detail address given and phone 01012345678 verified. */
export async function checkoutWithVerifiedPhone(store: TestStore, outbox: Map<string, string>) {
  await run(store, [
    yeoksam,
    { type: 'OpenRestaurant', restaurantId: 1001 },
    { type: 'AddItem', menu: '치즈볼', amount: 3 },
    { type: 'GoToCheckout' },
    { type: 'SetAddressDetail', detail: '101호' },
    { type: 'SetPhone', phone: '01012345678' },
    { type: 'RequestSmsCode' },
  ]);
  await store.dispatch({ type: 'VerifySmsCode', code: outbox.get('01012345678') ?? '' });
}

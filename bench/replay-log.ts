// A long, realistic event log for the replay bench: the live store driven through whole orders
// (location, restaurant, items and amounts, checkout, phone and SMS, coupon, payment, submit).
import type { Command } from '../domain/commands/commands.ts';
import type { Event } from '../domain/events/events.ts';
import { testStore } from '../domain/store/testing/test-store.ts';

const round: readonly Command[] = [
  { type: 'SetLocation', address: '역삼동' },
  { type: 'OpenRestaurant', restaurantId: 1001 },
  { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
  { type: 'AddItem', menu: '치즈볼', options: {}, amount: 1 },
  { type: 'ChangeAmount', line: 0, amount: 3 },
  { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 1 },
  { type: 'RemoveItem', line: 1 },
  { type: 'GoToCheckout' },
  { type: 'SetAddressDetail', detail: '101호' },
  { type: 'SetPhone', phone: '01012345678' },
  { type: 'RequestSmsCode' },
  { type: 'VerifySmsCode', code: '12' },
  { type: 'ApplyCoupon', code: 'WELCOME3000' },
  { type: 'ChoosePayment', payment: 'cash' },
  { type: 'SetComment', comment: '문 앞에 놔주세요' },
  { type: 'SubmitOrder' },
];

/** At least `count` events (exactly `count`, cut from a longer run), at one minute per command. */
export async function orderingLog(count: number): Promise<readonly Event[]> {
  const { store, ports } = testStore();
  while (store.log().length < count) {
    for (const command of round) {
      ports.clock.advance(60_000);
      await store.dispatch(command);
    }
  }
  return store.log().slice(0, count);
}

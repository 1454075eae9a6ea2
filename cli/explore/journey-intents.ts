// The domain commands a journey is made of, each drawn as a script line `jumun run` takes: what a
// customer could do at this point (`can`), the line it types (`line`, from the world's addresses,
// menus, options and coupons), and what an accepted line tells the model beyond the projections.
// Picks are plain numbers resolved against the model when the step runs, so a shrunk journey still
// types lines that fit where it is.
import fc from 'fast-check';
import type { MenuItem, OptionGroup } from '../../domain/menu/types.ts';
import { accountAndOrderIntents } from './after-order-intents.ts';
import type { Place, World } from './explore-world.ts';
import type { Draw, Intent } from './intent.ts';
import type { JourneyModel } from './journey-model.ts';

export type { Draw, Intent, LineJson } from './intent.ts';

export const draws: fc.Arbitrary<Draw> = fc.record({
  which: fc.nat(),
  n: fc.nat(),
  options: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  amount: fc.integer({ min: 0, max: 5 }),
  flag: fc.boolean(),
});

/** The intent a draw becomes where the journey is: one of those that fit, by weight. */
export function chooseIntent(
  intents: readonly Intent[],
  model: Readonly<JourneyModel>,
  which: number,
): Intent | undefined {
  const fitting = intents.filter((i) => i.can(model));
  const total = fitting.reduce((n, i) => n + i.weight, 0);
  let left = total === 0 ? 0 : which % total;
  for (const i of fitting) {
    if (left < i.weight) return i;
    left -= i.weight;
  }
  return undefined;
}
const at = <T>(list: readonly T[], pick: number): T | undefined =>
  list.length === 0 ? undefined : list[pick % list.length];

/** The phone a journey types: a fresh one each run, so the script can run again on the same gateway. */
export const JOURNEY_PHONE = '{{unique.phone}}';
export const ADDRESS_DETAIL = '101동 1001호';
const PAYMENTS = ['cash', 'creditcard', 'pg_card', 'kakaopay'] as const;

/** Options for one group from a pick: the right count mostly, sometimes one too many or none. */
function pickGroup(group: OptionGroup, pick: number): string[] {
  const names = group.subchoices.map((o) => o.name);
  if (names.length === 0) return [];
  const most = group.multiple ? Math.max(1, group.multiple_count) : 1;
  // pick % (most + 2): 0 none, 1..most that many, most + 1 one past the limit.
  const count = pick % (most + 2);
  if (count === 0 && group.mandatory && pick % 7 !== 0) return [names[pick % names.length] ?? ''];
  return Array.from(
    { length: Math.min(count, names.length) },
    (_, i) => names[(pick + i) % names.length] ?? '',
  );
}

export function itemOptions(item: MenuItem, picks: readonly number[]): Record<string, string[]> {
  const options: Record<string, string[]> = {};
  item.subchoices.forEach((group, i) => {
    const chosen = pickGroup(group, picks[i % Math.max(1, picks.length)] ?? 0);
    if (chosen.length > 0) options[group.name] = chosen;
  });
  return options;
}

const placeOf = (model: Readonly<JourneyModel>, world: World): Place | undefined =>
  world.places.find((p) => p.address === model.location);

const shopping = (m: Readonly<JourneyModel>) => !m.placed;
const checkingOut = (m: Readonly<JourneyModel>) => m.atCheckout && !m.placed;

export function journeyIntents(world: World): readonly Intent[] {
  return [
    {
      type: 'SetLocation',
      weight: 3,
      can: (m) => shopping(m) && m.location === null,
      line: (_m, d) => ({ type: 'SetLocation', address: at(world.places, d.n)?.address }),
      accepted: (m, line) => {
        m.location = String(line.address);
      },
    },
    {
      type: 'OpenRestaurant',
      weight: 3,
      can: (m) => shopping(m) && m.location !== null && m.lines === 0,
      line: (m, d) => {
        const r = at(placeOf(m, world)?.restaurants ?? [], d.n);
        return r === undefined ? null : { type: 'OpenRestaurant', restaurantId: r.id };
      },
      accepted: (m, line) => {
        m.open = Number(line.restaurantId);
      },
    },
    {
      type: 'AddItem',
      weight: 4,
      can: (m) => shopping(m) && !m.atCheckout && m.open !== null,
      line: (m, d) => {
        const restaurant = placeOf(m, world)?.restaurants.find((r) => r.id === m.open);
        const item = at(restaurant?.items ?? [], d.n);
        if (item === undefined) return null;
        return {
          type: 'AddItem',
          menu: item.name,
          options: itemOptions(item, d.options),
          amount: Math.max(1, d.amount % 4),
        };
      },
    },
    {
      type: 'ChangeAmount',
      weight: 1,
      can: (m) => shopping(m) && !m.atCheckout && m.lines > 0,
      line: (m, d) => ({ type: 'ChangeAmount', line: d.n % m.lines, amount: d.amount }),
    },
    {
      type: 'RemoveItem',
      weight: 1,
      can: (m) => shopping(m) && !m.atCheckout && m.lines > 0,
      line: (m, d) => ({ type: 'RemoveItem', line: d.n % m.lines }),
    },
    {
      type: 'GoToCheckout',
      weight: 3,
      can: (m) => shopping(m) && !m.atCheckout && m.lines > 0,
      line: (_m, d) => ({ type: 'GoToCheckout', ...(d.flag ? { confirmed: true } : {}) }),
    },
    {
      type: 'SetAddressDetail',
      weight: 2,
      can: checkingOut,
      line: () => ({ type: 'SetAddressDetail', detail: ADDRESS_DETAIL }),
    },
    {
      type: 'SetPhone',
      weight: 3,
      can: (m) => checkingOut(m) && m.phone === 'none',
      line: () => ({ type: 'SetPhone', phone: JOURNEY_PHONE }),
    },
    {
      type: 'RequestSmsCode',
      weight: 3,
      can: (m) => checkingOut(m) && m.phone === 'typed',
      line: () => ({ type: 'RequestSmsCode' }),
    },
    {
      type: 'VerifySmsCode',
      weight: 3,
      can: (m) => checkingOut(m) && m.phone === 'requested',
      line: () => ({ type: 'VerifySmsCode', code: '@sandbox' }),
    },
    {
      type: 'EnterCouponCode',
      weight: 1,
      can: (m) => checkingOut(m) && world.coupons.length > 0,
      line: (_m, d) => ({ type: 'EnterCouponCode', code: at(world.coupons, d.n) }),
    },
    {
      type: 'ApplyCoupon',
      weight: 1,
      can: (m) => checkingOut(m) && world.coupons.length > 0,
      line: (_m, d) => ({
        type: 'ApplyCoupon',
        code: at(world.coupons, d.n),
        ...(d.flag ? { confirmed: true } : {}),
      }),
    },
    {
      type: 'CancelCoupon',
      weight: 1,
      can: (m) => checkingOut(m) && m.coupon,
      line: () => ({ type: 'CancelCoupon', confirmed: true }),
    },
    {
      type: 'ChoosePayment',
      weight: 2,
      can: checkingOut,
      line: (_m, d) => ({ type: 'ChoosePayment', payment: at(PAYMENTS, d.n) }),
    },
    {
      type: 'SubmitOrder',
      weight: 2,
      can: checkingOut,
      // The order's number kept as {{order}}: a run of the script places an order of its own.
      line: (_m, d) => ({
        type: 'SubmitOrder',
        ...(d.flag ? { confirmed: true } : {}),
        capture: { order: 'checkout.orderNumber' },
      }),
    },
    ...accountAndOrderIntents(world),
  ];
}

// The flags of `jumun order`, decoded all at once before the first request (exit 2 naming the
// flag), and turned into the commands a QA script would hold. Each --item takes the --option and
// --amount flags that follow it, up to the next --item.
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  isPaymentMethod,
  type PaymentMethod,
  PaymentMethodC,
  paymentMethods,
} from '../../domain/checkout/payment.ts';
import { isKoreanMobile } from '../../domain/checkout/phone-number.ts';
import { didYouMean } from '../../domain/closest-name.ts';
import type { Command } from '../../domain/commands/commands.ts';
import { Now, Target, type TargetFlags } from '../flags/flag-checks.ts';
import { across, decodeFlags, fields, flag, optional } from '../flags/flag-codec.ts';
import type { OrderFlags } from './order-flag-table.ts';

/** --item, --option and --amount in the order they were typed. */
const ItemFlag = t.readonly(
  t.type({ flag: t.keyof({ item: null, option: null, amount: null }), value: t.string }),
);
export type ItemFlag = t.TypeOf<typeof ItemFlag>;

const OrderItem = t.readonly(
  t.type({ menu: t.string, options: t.record(t.string, t.array(t.string)), amount: t.number }),
);
export type OrderItem = t.TypeOf<typeof OrderItem>;

/** `맛=양념` or `소스=허니머스타드,핫소스` added to the item's options. */
function addOption(options: Record<string, string[]>, pair: string): string | null {
  const at = pair.indexOf('=');
  if (at <= 0 || at === pair.length - 1) return `--option: expected GROUP=OPTION[,OPTION], got ${pair}`;
  const group = pair.slice(0, at).trim();
  const picked = pair
    .slice(at + 1)
    .split(',')
    .map((o) => o.trim());
  if (group === '' || picked.some((o) => o === ''))
    return `--option: expected GROUP=OPTION[,OPTION], got ${pair}`;
  options[group] = [...(options[group] ?? []), ...picked];
  return null;
}

/** Each --item with the --option and --amount flags after it. */
export function pairItems(typed: readonly ItemFlag[]): readonly OrderItem[] | string {
  const items: { menu: string; options: Record<string, string[]>; amount?: number }[] = [];
  for (const { flag, value } of typed) {
    const current = items.at(-1);
    if (flag === 'item') {
      if (value.trim() === '') return '--item: give a menu item name or id';
      items.push({ menu: value.trim(), options: {} });
    } else if (current === undefined) {
      return `--${flag} ${value}: put it after the --item it belongs to`;
    } else if (flag === 'option') {
      const bad = addOption(current.options, value);
      if (bad !== null) return bad;
    } else {
      const amount = Number(value);
      if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(amount) || amount < 1)
        return `--amount: expected a whole number ≥ 1, got ${value}`;
      if (current.amount !== undefined)
        return `--amount: "${current.menu}" has two amounts (${current.amount}, ${value})`;
      current.amount = amount;
    }
  }
  if (items.length === 0) return '--item: give at least one menu item';
  return items.map((i) => ({ menu: i.menu, options: i.options, amount: i.amount ?? 1 }));
}

/** Text that must not be blank; `what` says what to give. */
const given = (name: string, what: string) =>
  flag(name, t.string.is, (raw) => (raw.trim() === '' ? left(what) : right(raw)));

const Items = across(
  'Items',
  { items: t.readonlyArray(ItemFlag) },
  t.type({ items: t.readonlyArray(OrderItem) }),
  ({ items }): Either<string, { items: readonly OrderItem[] }> => {
    const paired = pairItems(items);
    return typeof paired === 'string' ? left(paired) : right({ items: paired });
  },
);

/** A member's order: --email and --password come together. */
const Login = across(
  'Login',
  { email: optional(t.string, undefined), password: optional(t.string, undefined) },
  t.type({ login: t.union([t.type({ email: t.string, password: t.string }), t.null]) }),
  ({ email, password }) => {
    if (email !== undefined && password !== undefined) return right({ login: { email, password } });
    if (email === undefined && password === undefined) return right({ login: null });
    return left(
      email === undefined
        ? '--password: give --email too (the member to order as)'
        : "--email: give --password too (the member's password)",
    );
  },
);

/** The flags of `jumun order` (with the --item list as `items`), checked in the order of --help. */
export const OrderOptions = t.intersection([
  fields({
    address: given('Address', 'give a delivery address, e.g. "서울 강남구 역삼동"'),
    restaurant: flag('RestaurantId', t.number.is, (raw) =>
      /^[1-9]\d*$/.test(raw) ? right(Number(raw)) : left(`not a restaurant id: ${raw}`),
    ),
  }),
  Items,
  fields({
    phone: flag('KoreanMobile', t.string.is, (raw) =>
      isKoreanMobile(raw)
        ? right(raw)
        : left(`not a Korean mobile number (01X and 7 or 8 more digits): ${raw}`),
    ),
    addressDetail: given('AddressDetail', 'give the detail address, e.g. "101호"'),
    pay: flag('PaymentMethod', isPaymentMethod, (raw) =>
      isPaymentMethod(raw)
        ? right(raw)
        : left(
            `expected one of ${paymentMethods.join(', ')}, got ${raw}${didYouMean(raw, paymentMethods, (m) => PaymentMethodC.keys[m as PaymentMethod])}`,
          ),
    ),
    coupon: optional(given('Coupon', 'give the coupon code'), undefined),
  }),
  t.intersection([
    Login,
    Target,
    fields({ now: Now, comment: optional(t.string, undefined), json: optional(t.boolean, false) }),
  ]),
]);
export type OrderOptions = t.TypeOf<typeof OrderOptions>;

export interface OrderPlan {
  readonly commands: readonly Command[];
  /** The fixed client clock, if --now was given. */
  readonly now: number | null;
  readonly target: TargetFlags;
  /** NDJSON output. */
  readonly json: boolean;
}

/** Every flag decoded, in the order of --help; the first wrong one is named. */
export function planOrder(flags: OrderFlags, typed: readonly ItemFlag[]): OrderPlan | string {
  const decoded = decodeFlags(OrderOptions, { ...flags, items: typed });
  if (isLeft(decoded)) return decoded.left;
  const o = decoded.right;
  const commands: Command[] = [
    ...(o.login === null
      ? []
      : [{ type: 'LogIn', email: o.login.email, password: o.login.password } as const]),
    { type: 'SetLocation', address: o.address },
    { type: 'OpenRestaurant', restaurantId: o.restaurant },
    ...o.items.map(
      (item): Command => ({ type: 'AddItem', menu: item.menu, options: item.options, amount: item.amount }),
    ),
    { type: 'GoToCheckout', confirmed: true },
    { type: 'SetAddressDetail', detail: o.addressDetail },
    { type: 'SetPhone', phone: o.phone },
    { type: 'RequestSmsCode' },
    { type: 'VerifySmsCode', code: '@sandbox' },
    { type: 'ChoosePayment', payment: o.pay },
    ...(o.coupon === undefined ? [] : [{ type: 'ApplyCoupon', code: o.coupon } as const]),
    ...(o.comment === undefined ? [] : [{ type: 'SetComment', comment: o.comment } as const]),
    { type: 'SubmitOrder', confirmed: true },
  ];
  return {
    commands,
    now: o.now,
    target: { gateway: o.gateway, profile: o.profile, cassette: o.cassette },
    json: o.json,
  };
}

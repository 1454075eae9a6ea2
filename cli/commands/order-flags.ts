// The flags of `jumun order`, checked all at once before the first request (exit 2 naming the
// flag), and turned into the commands a QA script would hold. Each --item takes the --option and
// --amount flags that follow it, up to the next --item.
import { isPaymentMethod, paymentMethods } from '../../domain/checkout/payment.ts';
import { isKoreanMobile } from '../../domain/checkout/phone-number.ts';
import type { Command } from '../../domain/commands/commands.ts';
import { checkNow, checkTarget } from './flag-checks.ts';

export interface OrderFlags {
  readonly address: string;
  readonly restaurant: string;
  readonly phone: string;
  readonly addressDetail: string;
  readonly pay: string;
  readonly coupon?: string;
  readonly comment?: string;
  readonly email?: string;
  readonly password?: string;
  readonly gateway?: string;
  readonly profile?: string;
  readonly now?: string;
}

/** --item, --option and --amount in the order they were typed. */
export type ItemFlag = { readonly flag: 'item' | 'option' | 'amount'; readonly value: string };

export interface OrderItem {
  readonly menu: string;
  readonly options: Record<string, string[]>;
  readonly amount: number;
}

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

export interface OrderPlan {
  readonly commands: readonly Command[];
  /** The fixed client clock, if --now was given. */
  readonly now: number | null;
}

/** Every flag checked, in the order of --help; the first wrong one is named. */
export function planOrder(flags: OrderFlags, typed: readonly ItemFlag[]): OrderPlan | string {
  if (flags.address.trim() === '') return '--address: give a delivery address, e.g. "서울 강남구 역삼동"';
  if (!/^[1-9]\d*$/.test(flags.restaurant)) return `--restaurant: not a restaurant id: ${flags.restaurant}`;
  const items = pairItems(typed);
  if (typeof items === 'string') return items;
  if (!isKoreanMobile(flags.phone))
    return `--phone: not a Korean mobile number (01X and 7 or 8 more digits): ${flags.phone}`;
  if (flags.addressDetail.trim() === '') return '--address-detail: give the detail address, e.g. "101호"';
  if (!isPaymentMethod(flags.pay))
    return `--pay: expected one of ${paymentMethods.join(', ')}, got ${flags.pay}`;
  if (flags.coupon !== undefined && flags.coupon.trim() === '') return '--coupon: give the coupon code';
  if ((flags.email === undefined) !== (flags.password === undefined))
    return flags.email === undefined
      ? '--password: give --email too (the member to order as)'
      : "--email: give --password too (the member's password)";
  const target = checkTarget(flags);
  if (target !== null) return target;
  const now = checkNow(flags.now);
  if (now !== null && typeof now === 'object') return now.error;

  const commands: Command[] = [
    ...(flags.email === undefined
      ? []
      : [{ type: 'LogIn', email: flags.email, password: flags.password ?? '' } as const]),
    { type: 'SetLocation', address: flags.address },
    { type: 'OpenRestaurant', restaurantId: Number(flags.restaurant) },
    ...items.map(
      (item): Command => ({ type: 'AddItem', menu: item.menu, options: item.options, amount: item.amount }),
    ),
    { type: 'GoToCheckout', confirmed: true },
    { type: 'SetAddressDetail', detail: flags.addressDetail },
    { type: 'SetPhone', phone: flags.phone },
    { type: 'RequestSmsCode' },
    { type: 'VerifySmsCode', code: '@sandbox' },
    { type: 'ChoosePayment', payment: flags.pay },
    ...(flags.coupon === undefined ? [] : [{ type: 'ApplyCoupon', code: flags.coupon } as const]),
    ...(flags.comment === undefined ? [] : [{ type: 'SetComment', comment: flags.comment } as const]),
    { type: 'SubmitOrder', confirmed: true },
  ];
  return { commands, now };
}

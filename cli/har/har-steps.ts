// A recorded session's calls turned into a script's steps: the domain commands the customer's
// clicks were (SetLocation, OpenRestaurant, AddItem by menu and option names, GoToCheckout, SetPhone,
// RequestSmsCode, VerifySmsCode, coupons, ChoosePayment, SubmitOrder, the thank-you page's reads),
// each followed by assertions on the projections with what the gateway answered then. Pure: calls
// in, steps and the calls it could not map out.

import type { CallName } from '../../contract/calls.ts';
import type { ProductLine } from '../../contract/cart.ts';
import type { MenuCategory } from '../../contract/menu.ts';
import type { PaymentCode } from '../../contract/primitives.ts';
import { type PaymentMethod, paymentMethods, paymentService } from '../../domain/checkout/payment.ts';
import { smsCheckOutcome } from '../../domain/checkout/sms-code.ts';
import { callRoles } from './call-roles.ts';
import { nameLine } from './menu-names.ts';
import type { RecordedCall } from './recorded-calls.ts';

export type Step =
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'line'; readonly json: Readonly<Record<string, unknown>> };

export interface Unmapped {
  readonly index: number;
  readonly name: CallName;
  readonly method: string;
  readonly path: string;
  readonly reason: string;
}

export interface HarSteps {
  readonly steps: readonly Step[];
  /** How many command lines the steps hold. */
  readonly commands: number;
  /** Calls the script's own commands ask again when it runs. */
  readonly asked: number;
  readonly unmapped: readonly Unmapped[];
}

export interface MappingOptions {
  /** Keep the recorded phone; by default `{{unique.phone}}`, so the script runs again on one gateway. */
  readonly keepPhone?: boolean;
}

/** The variable a placed order's number is captured into, for the reads after it. */
const ORDER_VARIABLE = 'order';
/** A login's password is never copied from the HAR: the script takes it with --var password=…. */
export const PASSWORD_VARIABLE = 'password';

const methodOf = (service: PaymentCode): PaymentMethod | undefined =>
  paymentMethods.find((method) => paymentService(method) === service);

const sameLine = (a: ProductLine, b: ProductLine) =>
  a.vendor_product_id === b.vendor_product_id &&
  JSON.stringify(a.option_sections) === JSON.stringify(b.option_sections) &&
  JSON.stringify(a.additionalIngredientSets) === JSON.stringify(b.additionalIngredientSets);

/**
 * The lines to add to go from the cart the script holds to the one submitted, or null when the new
 * cart is not the old one with more added (a line removed or lowered: the script clears and adds).
 */
function added(before: readonly ProductLine[], after: readonly ProductLine[]): ProductLine[] | null {
  const more: ProductLine[] = [];
  for (const line of after) {
    const old = before.find((b) => sameLine(b, line));
    if (old === undefined) more.push(line);
    else if (line.quantity > old.quantity) more.push({ ...line, quantity: line.quantity - old.quantity });
    else if (line.quantity < old.quantity) return null;
  }
  return before.every((b) => after.some((a) => sameLine(a, b))) ? more : null;
}

/** The state of the walk through the calls: what the script has done so far. */
interface Walk {
  readonly steps: Step[];
  readonly unmapped: Unmapped[];
  commands: number;
  asked: number;
  lookup: { readonly address: string } | { readonly point: { lat: number; lng: number } } | null;
  readonly menus: Map<number, readonly MenuCategory[]>;
  /** The staff view's point per restaurant, from the detail read beside its menu. */
  readonly staffPoints: Map<number, { lat: number; lng: number; zipcode: string }>;
  opened: number | null;
  located: boolean;
  cart: readonly ProductLine[];
  phone: string | null;
  smsContext: string | null;
  payment: PaymentMethod | null;
  /** The number the recorded session's order got, read afterwards as {{order}}. */
  placed: string | null;
  lastOrderStatus: string | null;
  lastProgressStatus: string | null;
  /** The address the first order was sent to: a staff view's location has no other. */
  readonly orderAddress: string | null;
}

function say(walk: Walk, call: RecordedCall, reason: string): void {
  walk.unmapped.push({ index: call.index, name: call.name, method: call.method, path: call.path, reason });
}

function command(walk: Walk, json: Record<string, unknown>): void {
  walk.steps.push({ kind: 'line', json });
  walk.commands++;
}

function assert(walk: Walk, checks: Record<string, unknown>): void {
  walk.steps.push({ kind: 'line', json: { assert: checks } });
}

function from(walk: Walk, call: RecordedCall): void {
  walk.steps.push({ kind: 'comment', text: `entry ${call.index}: ${call.name} ${call.method} ${call.path}` });
}

function openRestaurant(walk: Walk, restaurantId: number): void {
  const staff = walk.located ? undefined : walk.staffPoints.get(restaurantId);
  command(walk, {
    type: 'OpenRestaurant',
    restaurantId,
    ...(staff === undefined
      ? {}
      : {
          point: { lat: staff.lat, lng: staff.lng },
          zipcode: staff.zipcode,
          ...(walk.orderAddress === null ? {} : { address: walk.orderAddress }),
        }),
  });
  if (staff !== undefined) walk.located = true;
  assert(walk, { 'session.restaurantId': restaurantId });
  walk.opened = restaurantId;
}

function choosePayment(walk: Walk, service: PaymentCode): boolean {
  const method = methodOf(service);
  if (method === undefined) return false;
  if (walk.payment !== method) command(walk, { type: 'ChoosePayment', payment: method });
  walk.payment = method;
  return true;
}

function setPhone(walk: Walk, recorded: string, options: MappingOptions): void {
  const phone = options.keepPhone === true ? recorded : '{{unique.phone}}';
  if (walk.phone !== phone) command(walk, { type: 'SetPhone', phone });
  walk.phone = phone;
}

function cartSubmitted(walk: Walk, call: Extract<RecordedCall, { name: 'cart.submit' }>): void {
  const answer = call.response;
  const cart = answer?.customer_cart ?? null;
  if (answer === null || cart === null) {
    const why = answer?.meta.errors[0]?.message ?? `answered ${call.status}`;
    say(walk, call, `the cart was refused (${why}): a refused checkout makes no step`);
    return;
  }
  const restaurantId = call.params.restaurant_id;
  const menu = walk.menus.get(restaurantId);
  if (menu === undefined) {
    say(walk, call, `no menu of restaurant ${restaurantId} recorded before it: its lines cannot be named`);
    return;
  }
  const products = call.body.products;
  const more = walk.opened === restaurantId ? added(walk.cart, products) : null;
  const named = (more ?? products).map((line) => nameLine(line, menu));
  const unnamed = named.find((line) => !line.ok);
  if (unnamed !== undefined && !unnamed.ok) {
    say(walk, call, unnamed.reason);
    return;
  }
  from(walk, call);
  if (walk.opened !== restaurantId) openRestaurant(walk, restaurantId);
  else if (more === null) command(walk, { type: 'ClearCart', confirmed: true });
  for (const line of named)
    if (line.ok && !line.disposable)
      command(walk, {
        type: 'AddItem',
        ...line.item,
        ...(Object.keys(line.options).length === 0 ? {} : { options: line.options }),
        amount: line.amount,
      });
  walk.cart = products;
  assert(walk, { 'cart.items.length': products.length, 'cart.total': cart.cart.items_total });
  // Past the minimum-order question: the customer answered it yes, or the checkout would not be there.
  const minimum = answer.meta.delivery_info?.minimum_order_value ?? 0;
  command(walk, { type: 'GoToCheckout', ...(cart.cart.items_total < minimum ? { confirmed: true } : {}) });
  assert(walk, {
    'checkout.itemsTotal': cart.cart.items_total,
    'checkout.deliveryFee': cart.cart.delivery_fee,
    'checkout.total': cart.cart.total,
  });
}

function orderSubmitted(walk: Walk, call: Extract<RecordedCall, { name: 'order.submit' }>): void {
  const answer = call.response;
  if (answer === null || answer.order_number === null) {
    say(walk, call, `answered ${call.status} without an order number: a refused submit makes no step`);
    return;
  }
  const { body } = call;
  from(walk, call);
  command(walk, { type: 'SetAddressDetail', detail: body.delivery_info.street_number });
  if (!choosePayment(walk, body.payment.service))
    say(
      walk,
      call,
      `payment "${body.payment.service}" is none of ChoosePayment's methods: the script keeps the default`,
    );
  if (body.delivery_info.user_comment !== '')
    command(walk, { type: 'SetComment', comment: body.delivery_info.user_comment });
  command(walk, { type: 'SubmitOrder', capture: { [ORDER_VARIABLE]: 'checkout.orderNumber' } });
  assert(walk, { 'checkout.stage': 'placed', 'checkout.total': answer.payment_amount });
  if (answer.payment_url !== null)
    walk.steps.push({
      kind: 'comment',
      text: 'an online payment: answer its page here, e.g. {"type":"AnswerPayment","answer":"approve"}',
    });
  walk.placed = answer.order_number;
}

/** One call, in the order the session made them. */
function step(walk: Walk, call: RecordedCall, options: MappingOptions): void {
  const role = callRoles[call.name];
  if (role.role === 'asked') {
    walk.asked++;
    switch (call.name) {
      case 'geo.geocode':
        if (call.query !== null) walk.lookup = { address: call.query.address };
        return;
      case 'geo.reverse-geocode':
        if (call.query !== null) walk.lookup = { point: { lat: call.query.lat, lng: call.query.lng } };
        return;
      default:
        return;
    }
  }
  if (role.role === 'none') {
    say(walk, call, role.reason);
    return;
  }
  const failed = call.response === null;
  switch (call.name) {
    case 'geo.restaurants-available': {
      if (walk.lookup === null) {
        say(walk, call, 'no address or point was looked up before it: no SetLocation to write');
        return;
      }
      from(walk, call);
      command(walk, { type: 'SetLocation', ...walk.lookup });
      const zipcode = call.response?.zip_code;
      if (zipcode !== undefined && zipcode !== null && zipcode !== '')
        assert(walk, { 'session.location.zipcode': zipcode });
      walk.lookup = null;
      walk.located = true;
      return;
    }
    case 'restaurant.menu': {
      if (failed) {
        say(walk, call, `answered ${call.status}: the restaurant did not open`);
        return;
      }
      walk.menus.set(call.params.restaurant_id, call.response);
      if (walk.opened === call.params.restaurant_id) return;
      from(walk, call);
      openRestaurant(walk, call.params.restaurant_id);
      return;
    }
    case 'cart.submit':
      cartSubmitted(walk, call);
      return;
    case 'sms.send': {
      if (call.body.context !== 'ORDER') {
        say(walk, call, `a ${call.body.context} code: import-har maps the order's phone only`);
        walk.smsContext = call.body.context;
        return;
      }
      walk.smsContext = 'ORDER';
      if (failed || call.response.result !== 'success') {
        say(walk, call, `the gateway sent no code (${call.response?.result ?? call.status}): no step`);
        return;
      }
      from(walk, call);
      setPhone(walk, call.body.phone, options);
      command(walk, { type: 'RequestSmsCode' });
      assert(walk, { 'checkout.phone.status': 'requested' });
      return;
    }
    case 'sms.check': {
      if (walk.smsContext !== 'ORDER') {
        say(walk, call, 'the code of a phone import-har does not map');
        return;
      }
      if (failed || !smsCheckOutcome(call.response).ok) {
        say(walk, call, 'a code the gateway refused: the script types the right one (@sandbox)');
        return;
      }
      from(walk, call);
      command(walk, { type: 'VerifySmsCode', code: '@sandbox' });
      assert(walk, { 'checkout.phone.status': 'verified' });
      return;
    }
    case 'coupon.check': {
      if (failed || call.response.status_code !== 200) {
        say(walk, call, `the coupon was refused (${call.response?.error_msg ?? call.status}): no step`);
        return;
      }
      from(walk, call);
      if (walk.phone === null) setPhone(walk, call.body.phone, options);
      choosePayment(walk, call.body.payment);
      command(walk, { type: 'EnterCouponCode', code: call.body.coupon_code });
      command(walk, { type: 'ApplyCoupon' });
      assert(walk, {
        'checkout.coupon': {
          status: 'verified',
          code: call.body.coupon_code,
          amount: call.response.coupon_discount,
        },
      });
      return;
    }
    case 'coupon.disuse':
      from(walk, call);
      command(walk, { type: 'CancelCoupon', confirmed: true });
      assert(walk, { 'checkout.coupon.status': 'none' });
      return;
    case 'order.submit':
      orderSubmitted(walk, call);
      return;
    case 'order.info': {
      if (call.params.order_number !== walk.placed) {
        say(walk, call, 'an order this session did not place: no step');
        return;
      }
      if (failed || call.response.status === walk.lastOrderStatus) return;
      from(walk, call);
      command(walk, { type: 'LoadOrder', orderNumber: `{{${ORDER_VARIABLE}}}` });
      assert(walk, {
        'checkout.order.status': call.response.status,
        'checkout.order.payment_amount': call.response.payment_amount,
        'checkout.order.payment_method': call.response.payment_method,
      });
      walk.lastOrderStatus = call.response.status;
      return;
    }
    case 'order.progress': {
      if (call.params.order_number !== walk.placed) {
        say(walk, call, 'an order this session did not place: no step');
        return;
      }
      if (failed || call.response.status === walk.lastProgressStatus) return;
      from(walk, call);
      command(walk, { type: 'LoadOrderProgress', orderNumber: `{{${ORDER_VARIABLE}}}` });
      assert(walk, { 'order.status': call.response.status });
      walk.lastProgressStatus = call.response.status;
      return;
    }
    case 'order.cancel': {
      if (call.params.order_number !== walk.placed || failed) {
        say(walk, call, 'a cancel of an order this session did not place, or refused: no step');
        return;
      }
      from(walk, call);
      command(walk, { type: 'CancelOrder', orderNumber: `{{${ORDER_VARIABLE}}}`, confirmed: true });
      return;
    }
    case 'order.history':
      if (failed) return;
      from(walk, call);
      command(walk, {
        type: 'LoadOrderHistory',
        ...(call.query?.page === undefined ? {} : { page: call.query.page }),
      });
      return;
    case 'member.login-email':
      if (failed) {
        say(walk, call, `answered ${call.status}: a refused login makes no step`);
        return;
      }
      from(walk, call);
      command(walk, { type: 'LogIn', email: call.body.username, password: `{{${PASSWORD_VARIABLE}}}` });
      assert(walk, { 'session.loggedIn': true });
      return;
    case 'member.logout':
      from(walk, call);
      command(walk, { type: 'LogOut' });
      return;
    default:
      say(walk, call, 'import-har has no step for this call');
  }
}

/** The staff view's points: a detail read with lat/lng beside a menu read with force. */
function staffPoints(
  calls: readonly RecordedCall[],
): Map<number, { lat: number; lng: number; zipcode: string }> {
  const forced = new Set<number>();
  for (const call of calls)
    if (call.name === 'restaurant.menu' && call.query?.force === true) forced.add(call.params.restaurant_id);
  const points = new Map<number, { lat: number; lng: number; zipcode: string }>();
  for (const call of calls) {
    if (call.name !== 'restaurant.detail' || !forced.has(call.params.restaurant_id)) continue;
    const { lat, lng, zip_code } = call.query ?? {};
    if (lat !== undefined && lng !== undefined && !points.has(call.params.restaurant_id))
      points.set(call.params.restaurant_id, { lat, lng, zipcode: zip_code ?? '' });
  }
  return points;
}

export function harSteps(calls: readonly RecordedCall[], options: MappingOptions = {}): HarSteps {
  const firstOrder = calls.find((c) => c.name === 'order.submit');
  const walk: Walk = {
    steps: [],
    unmapped: [],
    commands: 0,
    asked: 0,
    lookup: null,
    menus: new Map(),
    staffPoints: staffPoints(calls),
    opened: null,
    located: false,
    cart: [],
    phone: null,
    smsContext: null,
    payment: null,
    placed: null,
    lastOrderStatus: null,
    lastProgressStatus: null,
    orderAddress: firstOrder?.name === 'order.submit' ? firstOrder.body.customer.address.road_name : null,
  };
  for (const call of calls) step(walk, call, options);
  return { steps: walk.steps, commands: walk.commands, asked: walk.asked, unmapped: walk.unmapped };
}

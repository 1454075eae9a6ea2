// A recorded session's calls turned into a script's steps: the domain commands the customer's
// clicks were (SetLocation, OpenRestaurant, the cart's AddItem / ChangeAmount / RemoveItem by menu
// and option names, GoToCheckout, SetPhone, RequestSmsCode, VerifySmsCode, coupons, ChoosePayment,
// SubmitOrder, AnswerPayment from the payment pages, the thank-you page's reads, the exit poll),
// each followed by assertions on the projections with what the gateway answered then. Pure: calls
// and payment pages in, steps and the calls it could not map out.
import { smsCheckOutcome } from '../../domain/checkout/sms-code.ts';
import { callRoles } from './call-roles.ts';
import { cartSubmitted, openRestaurant } from './cart-steps.ts';
import {
  choosePayment,
  orderLoaded,
  orderSubmitted,
  paymentAnswered,
  popupClosed,
  popupOpened,
} from './order-steps.ts';
import type { PaymentPageEntry } from './payment-pages.ts';
import type { RecordedCall, RecordedSession } from './recorded-calls.ts';
import {
  assert,
  command,
  from,
  type MappingOptions,
  ORDER_VARIABLE,
  type Step,
  say,
  type Unmapped,
  type Walk,
} from './walk.ts';

export type { MappingOptions, Step, Unmapped };

export interface HarSteps {
  readonly steps: readonly Step[];
  /** How many command lines the steps hold. */
  readonly commands: number;
  /** Calls the script's own commands ask again when it runs. */
  readonly asked: number;
  readonly unmapped: readonly Unmapped[];
}

/** A login's password is never copied from the HAR: the script takes it with --var password=…. */
export const PASSWORD_VARIABLE = 'password';

function setPhone(walk: Walk, recorded: string, options: MappingOptions): void {
  const phone = options.keepPhone === true ? recorded : '{{unique.phone}}';
  if (walk.phone !== phone) command(walk, { type: 'SetPhone', phone });
  walk.phone = phone;
}

/** The thank-you page's own reads, made while its exit poll is open. */
const thankYouReads: readonly RecordedCall['name'][] = ['order.info', 'order.progress'];

/**
 * The customer left an open exit poll unanswered for another screen: CloseExitPoll (the web app
 * sends no request for it, so the next step of another screen is what says it happened).
 */
function pollClosedBefore(walk: Walk, call: RecordedCall): void {
  if (walk.pollShown === null || call.name === 'poll.submit' || thankYouReads.includes(call.name)) return;
  command(walk, { type: 'CloseExitPoll' });
  walk.pollShown = null;
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
      case 'poll.choices':
        if (call.query !== null && call.query.order_number === walk.placed) walk.pollShown = walk.placed;
        return;
      default:
        return;
    }
  }
  if (role.role === 'none') {
    say(walk, call, role.reason);
    return;
  }
  pollClosedBefore(walk, call);
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
      popupClosed(walk);
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
    case 'order.info':
      orderLoaded(walk, call);
      return;
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
    case 'poll.submit': {
      const { query } = call;
      if (query === null || query.order_number !== walk.placed || failed) {
        say(walk, call, 'an answer to the poll of an order this session did not place, or refused: no step');
        return;
      }
      from(walk, call);
      command(walk, {
        type: 'AnswerPoll',
        number: query.number,
        ...(query.text === '' ? {} : { text: query.text }),
      });
      assert(walk, { 'checkout.poll': { number: query.number, text: query.text } });
      walk.pollShown = null;
      return;
    }
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

/** The order.submit entries a payment page (answered or opened) follows before the next submit. */
function pageFollows(calls: readonly RecordedCall[], payments: readonly PaymentPageEntry[]): Set<number> {
  const submits = calls.filter((c) => c.name === 'order.submit').map((c) => c.index);
  const followed = new Set<number>();
  for (const page of payments) {
    const before = submits.filter((index) => index < page.index).at(-1);
    if (before !== undefined) followed.add(before);
  }
  return followed;
}

export function harSteps(
  session: Pick<RecordedSession, 'calls' | 'payments'>,
  options: MappingOptions = {},
): HarSteps {
  const { calls, payments } = session;
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
    cartOf: null,
    phone: null,
    smsContext: null,
    payment: null,
    detail: null,
    comment: null,
    placed: null,
    pending: null,
    pageFollows: pageFollows(calls, payments),
    popupOpen: null,
    reopening: false,
    paidLoad: null,
    pollShown: null,
    lastOrderStatus: null,
    lastProgressStatus: null,
    orderAddress: firstOrder?.name === 'order.submit' ? firstOrder.body.customer.address.road_name : null,
  };
  // The calls and the payment pages in the order the session made them.
  const entries = [...calls, ...payments].sort((a, b) => a.index - b.index);
  for (const entry of entries)
    if (!('kind' in entry)) step(walk, entry, options);
    else if (entry.kind === 'answered') paymentAnswered(walk, entry);
    else popupOpened(walk, entry);
  return { steps: walk.steps, commands: walk.commands, asked: walk.asked, unmapped: walk.unmapped };
}

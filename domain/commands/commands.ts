// Every user intent is a command: an imperative, decoded at the edge (a script line, a stored
// log, a click's payload) with these codecs, never trusted.
import * as t from 'io-ts';
import { PaymentMethodC } from '../checkout/payment.ts';
import { SmsContextC, SocialProviderC } from '../codecs/primitives.ts';
import { OrderProgressC } from '../events/order-events.ts';

const Confirmable = t.partial({ confirmed: t.boolean });
const Point = t.type({ lat: t.number, lng: t.number });

function command<N extends string, R extends t.Props, O extends t.Props>(name: N, required: R, optional: O) {
  return t.intersection(
    [t.type({ type: t.literal(name), ...required }), t.partial(optional), Confirmable],
    name,
  );
}

/** A cart line is addressed by its line key or its 0-based position. */
const LineRef = t.union([t.string, t.number]);

// `fromCheckout`: chosen on the checkout screen (its header search, or the picker opened from it),
// where a cart built for another zip code stays (spec 001 §4 "Location change").
export const SetLocation = command(
  'SetLocation',
  {},
  { address: t.string, point: Point, fromCheckout: t.boolean },
);
export const OpenRestaurant = command(
  'OpenRestaurant',
  { restaurantId: t.number },
  // The staff/backend view: the restaurant page opened with lat/lng (spec 000 §2).
  { staff: t.boolean, point: Point, zipcode: t.string, address: t.string },
);
export const AddItem = command(
  'AddItem',
  {},
  {
    menuItemId: t.number,
    menu: t.string,
    /** Option names or slugs by group name or slug. */
    options: t.record(t.string, t.array(t.string)),
    amount: t.number,
  },
);
export const ChangeAmount = command('ChangeAmount', { line: LineRef, amount: t.number }, {});
export const RemoveItem = command('RemoveItem', { line: LineRef }, {});
export const ClearCart = command('ClearCart', {}, {});
/** Forgets the stored values whose lifetime has run out (the app sends it when that may have happened). */
export const ExpireStale = command('ExpireStale', {}, {});
// `confirmations` names the dialogs already answered yes ('min-order', 'discount-minimum',
// 'member-only'); `confirmed: true` answers them all.
export const GoToCheckout = command('GoToCheckout', {}, { confirmations: t.array(t.string) });
export const SetAddressDetail = command('SetAddressDetail', { detail: t.string }, {});
export const SetPhone = command('SetPhone', { phone: t.string }, {});
// `context` says what the code is for (default ORDER, the checkout's phone from SetPhone); `phone` is
// the number typed on the join or id inquiry screen (for ORDER it replaces the checkout's phone).
export const RequestSmsCode = command('RequestSmsCode', {}, { context: SmsContextC, phone: t.string });
// An id inquiry sends its code with FindId (the server checks it), so only these two verify here.
export const VerifySmsCode = command(
  'VerifySmsCode',
  { code: t.string },
  { context: t.keyof({ ORDER: null, REGISTER: null }) },
);
export const EnterCouponCode = command('EnterCouponCode', { code: t.string }, {});
export const ApplyCoupon = command('ApplyCoupon', {}, { code: t.string });
export const CancelCoupon = command('CancelCoupon', {}, {});
export const ChoosePayment = command('ChoosePayment', { payment: PaymentMethodC }, {});
export const SetComment = command('SetComment', { comment: t.string }, {});
export const SubmitOrder = command('SubmitOrder', {}, {});
export const LoadOrder = command('LoadOrder', { orderNumber: t.string }, {});
/** Answers the placed order's payment page as the customer would there; `close` closes its popup. */
export const AnswerPayment = command(
  'AnswerPayment',
  { answer: t.keyof({ approve: null, decline: null, cancel: null, close: null }) },
  {},
);
/**
 * Back at checkout from a payment provider with ?code=…&message=… (PAYMENT_FAILED, PAYMENT_CANCELLED):
 * the unpaid order's checkout opens again for the cart as it was.
 */
export const ReturnFromPayment = command('ReturnFromPayment', { code: t.string }, { message: t.string });
export const AnswerPoll = command('AnswerPoll', { number: t.number }, { text: t.string });
/** The exit poll closed unanswered: it is offered once per order, so it does not open again. */
export const CloseExitPoll = command('CloseExitPoll', {}, {});
// After the order (jumun's extension, contract/order-progress.ts).
/** The order's progress read once; a script polls it with `until` ({"order.status": "delivered"}). */
export const LoadOrderProgress = command('LoadOrderProgress', { orderNumber: t.string }, {});
/** A change the order's stream brought (the page feeds each in): applied when newer than the known one. */
export const ApplyOrderProgress = command('ApplyOrderProgress', { progress: OrderProgressC }, {});
/** The customer's cancel while the restaurant has not taken the order; asks to confirm first. */
export const CancelOrder = command('CancelOrder', { orderNumber: t.string }, { reason: t.string });
/** 주문내역: the statuses of this device's orders, and a page of a member's history (1 unless said). */
export const LoadOrderHistory = command('LoadOrderHistory', {}, { page: t.number });
/**
 * 재주문: a past order's lines into the cart once re-checked against today's restaurant and menu;
 * what changed (and a cart that would be replaced) is asked first, answered by `confirmed: true`.
 */
export const Reorder = command('Reorder', { orderNumber: t.string }, {});
export const LogIn = command(
  'LogIn',
  { email: t.string, password: t.string },
  { captcha: t.string, maintainLogin: t.boolean },
);
/** `idle`: the shell ends the session after 30 minutes without activity (spec 001 §4 "Session idle"). */
export const LogOut = command('LogOut', {}, { idle: t.boolean });
/** A provider token from the provider's own login; '' when the provider login failed. */
export const SocialLogIn = command('SocialLogIn', { provider: SocialProviderC, accessToken: t.string }, {});
/** The join form's consents (spec 001 §3 "Join form": agree_policy ... agree_push). */
const Agreements = t.type({
  policy: t.boolean,
  collect: t.boolean,
  efinance: t.boolean,
  age14: t.boolean,
  push: t.boolean,
});
// `smsCode` is the form's code field: a requested but unverified phone is verified with it first.
// `confirmed` answers "stay logged in?" after joining: true logs in, false goes to the login screen.
export const Join = command(
  'Join',
  {
    email: t.string,
    password: t.string,
    confirmPassword: t.string,
    nickname: t.string,
    phone: t.string,
    agreements: Agreements,
  },
  { smsCode: t.string, maintainLogin: t.boolean },
);
/** Joins with the provider account social login found not joined; `email` when it gave none. */
export const SocialJoin = command(
  'SocialJoin',
  { provider: SocialProviderC, accessToken: t.string, phone: t.string, agreements: Agreements },
  { email: t.string, smsCode: t.string },
);
/** Id inquiry: the code sent by RequestSmsCode with context FIND_EMAIL. */
export const FindId = command('FindId', { phone: t.string, code: t.string }, {});
export const FindPassword = command('FindPassword', { email: t.string }, {});
/** `reason` is a withdraw reason type; `text` the ETC free text. Needs `confirmed: true`. */
export const Withdraw = command('Withdraw', { reason: t.string }, { text: t.string });

export const Command = t.union([
  SetLocation,
  OpenRestaurant,
  AddItem,
  ChangeAmount,
  RemoveItem,
  ClearCart,
  ExpireStale,
  GoToCheckout,
  SetAddressDetail,
  SetPhone,
  RequestSmsCode,
  VerifySmsCode,
  EnterCouponCode,
  ApplyCoupon,
  CancelCoupon,
  ChoosePayment,
  SetComment,
  SubmitOrder,
  LoadOrder,
  AnswerPayment,
  ReturnFromPayment,
  AnswerPoll,
  CloseExitPoll,
  LoadOrderProgress,
  ApplyOrderProgress,
  CancelOrder,
  LoadOrderHistory,
  Reorder,
  LogIn,
  LogOut,
  SocialLogIn,
  Join,
  SocialJoin,
  FindId,
  FindPassword,
  Withdraw,
]);

export type Command = t.TypeOf<typeof Command>;
export type CommandType = Command['type'];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

export const commandTypes: readonly CommandType[] = Command.types.map(
  (c) => (c.types[0].props.type as t.LiteralC<CommandType>).value,
);

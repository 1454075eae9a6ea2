// The store's whole state: the log folded by evolve. Projections (cart, checkout, session, order,
// history) are views of it; `catalog` holds the opened restaurant that the cart rules need.
import type { Cart, CartItem } from '../cart/types.ts';
import { emptyCart } from '../cart/types.ts';
import type { CouponState } from '../checkout/coupon.ts';
import type { RefusedCode } from '../checkout/sms-code.ts';
import type { SmsContext } from '../codecs/primitives.ts';
import type { EventData, Location } from '../events/events.ts';
import type { MenuCategory } from '../menu/types.ts';
import type { Won } from '../money.ts';
import type { OrderInfo, OrderProgress, OrderSummary, ProgressStatus } from '../ports/gateway.ts';
import type { Restaurant } from '../restaurant/types.ts';

export type PhoneStatus = 'unverified' | 'requested' | 'verified';

/** One phone's SMS verification: the checkout's (ORDER) or the account screens' (REGISTER, FIND_EMAIL). */
export interface PhoneSlot {
  readonly number: string;
  readonly status: PhoneStatus;
  readonly requestedAt: number | null;
  readonly sendCount: number;
  readonly failedChecks: number;
  /** The codes the server refused for this request, oldest first: none is sent again (sms-code.ts). */
  readonly refusedCodes: readonly RefusedCode[];
}

export type AccountSmsContext = Exclude<SmsContext, 'ORDER'>;

export interface CatalogState {
  readonly restaurant: Restaurant;
  readonly menu: readonly MenuCategory[];
  readonly staff: boolean;
  readonly openedAt: number;
  /** The delivery point the restaurant's `reachable` was answered for. */
  readonly point?: { readonly lat: number; readonly lng: number } | null;
}

export interface CheckoutState {
  /** idle → started (GoToCheckout passed) → inserted (server cart) | failed → placed. */
  readonly stage: 'idle' | 'started' | 'inserted' | 'failed' | 'placed';
  readonly server: {
    readonly uuid: string;
    readonly signature: string;
    readonly admCode: string;
    readonly paymentKind: 'online' | 'offline';
  } | null;
  readonly insertError: string | null;
  readonly addressDetail: string;
  readonly phone: PhoneSlot;
  readonly couponInput: string;
  readonly coupon: CouponState;
  readonly payment: string | null;
  readonly comment: string;
  readonly order: {
    readonly orderNumber: string;
    readonly total: Won;
    readonly outcome: 'thankyou' | 'payment-url' | 'wallet' | 'mobile-card';
    readonly redirectUrl: string | null;
    /** When it was placed (its OrderPlaced's time): a pending payment result lives 10 minutes from it. */
    readonly placedAt: number;
  } | null;
  readonly loadedOrder: OrderInfo | null;
  /**
   * The last placed order that came back unpaid from its payment provider, with the provider's
   * message; kept while its checkout opens again, forgotten when the next order is placed.
   */
  readonly paymentReturn: {
    readonly orderNumber: string;
    readonly code: string;
    readonly message: string;
  } | null;
  /**
   * The session's customer when the order was loaded: the gateway answers an order to its owner
   * only, so a later session's customer (the guest logged in) keeps it as loaded.
   */
  readonly loadedFor: string | null;
  readonly poll: { readonly number: number; readonly text: string } | null;
  /**
   * The orders whose exit poll was answered or closed, the newest last (at most POLLS_KEPT): the
   * poll is offered once per order, however often its thank-you page is opened again. Kept across
   * orders.
   */
  readonly pollsDone: readonly string[];
  /** meta.can_use_coupon of the discount info; true until the server says otherwise. */
  readonly canUseCoupon: boolean;
  /** What paying online would save (negative), from the discount info. */
  readonly onlinePaymentDiscount: number;
}

export interface SessionState {
  readonly customerId: string | null;
  readonly anonymous: boolean;
  readonly loggedIn: boolean;
  readonly email: string | null;
  readonly accountOrigin: 'email' | 'naver' | 'kakao' | null;
  readonly accessToken: string | null;
  readonly maintainLogin: boolean;
  readonly lastLoginPhone: string | null;
  readonly location: Location | null;
  /** When the location was set (its LocationSet's time): its 20-minute lifetime runs from it. */
  readonly locationSetAt: number | null;
  /** spec 001 §3 is_signed_up: a member logged in, or a join succeeded in this session. */
  readonly signedUp: boolean;
  /** The e-mail just joined while "stay logged in?" is unanswered (spec 001 §4 "Join"). */
  readonly joinedEmail: string | null;
  /** Social login found the provider account not joined: the social join form is next. */
  readonly socialJoin: { readonly provider: 'naver' | 'kakao'; readonly email: string | null } | null;
  /** The join or id inquiry screen's phone; `context` null until a code is asked for. */
  readonly accountPhone: PhoneSlot & { readonly context: AccountSmsContext | null };
  readonly foundUsername: string | null;
  /** Where the password inquiry sent its notice. */
  readonly passwordInquiryEmail: string | null;
}

/** An order this device placed (its OrderPlaced), with the cart it was placed from. */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly placedAt: number;
  readonly total: number;
  readonly restaurantId: number;
  readonly restaurantName: string;
  /** The cart's lines as ordered: a reorder finds each again by its ids. */
  readonly lines: readonly CartItem[];
  /** Null until a status was read (an online order whose payment never came back stays so). */
  readonly status: ProgressStatus | null;
}

/** A member's order history as far as it was paged (order.history), newest first. */
export interface MemberHistory {
  readonly orders: readonly OrderSummary[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

/** After the order (jumun's extension): the order followed, the device's orders, the history. */
export interface OrdersState {
  /** The order the customer follows: the last whose progress was read, streamed or cancelled. */
  readonly followed: OrderProgress | null;
  /** This device's orders, the newest first, at most PLACED_KEPT (guests' and members' alike). */
  readonly placed: readonly PlacedOrder[];
  readonly member: MemberHistory | null;
  readonly lastReorder: EventData<'Reordered'> | null;
}

export interface State {
  readonly catalog: CatalogState | null;
  readonly cart: Cart;
  readonly checkout: CheckoutState;
  readonly session: SessionState;
  readonly orders: OrdersState;
  /** The time of the last event: the projections' "now", so a replay prices identically. */
  readonly lastAt: number;
}

export const emptyPhoneSlot: PhoneSlot = {
  number: '',
  status: 'unverified',
  requestedAt: null,
  sendCount: 0,
  failedChecks: 0,
  refusedCodes: [],
};

export const initialCheckout: CheckoutState = {
  stage: 'idle',
  server: null,
  insertError: null,
  addressDetail: '',
  phone: emptyPhoneSlot,
  couponInput: '',
  coupon: { status: 'none' },
  payment: null,
  comment: '',
  order: null,
  loadedOrder: null,
  paymentReturn: null,
  loadedFor: null,
  poll: null,
  pollsDone: [],
  canUseCoupon: true,
  onlinePaymentDiscount: 0,
};

export const initialSession: SessionState = {
  customerId: null,
  anonymous: false,
  loggedIn: false,
  email: null,
  accountOrigin: null,
  accessToken: null,
  maintainLogin: true,
  lastLoginPhone: null,
  location: null,
  locationSetAt: null,
  signedUp: false,
  joinedEmail: null,
  socialJoin: null,
  accountPhone: { ...emptyPhoneSlot, context: null },
  foundUsername: null,
  passwordInquiryEmail: null,
};

export const initialOrders: OrdersState = { followed: null, placed: [], member: null, lastReorder: null };

export const initialState: State = {
  catalog: null,
  cart: emptyCart,
  checkout: initialCheckout,
  session: initialSession,
  orders: initialOrders,
  lastAt: 0,
};

/** How many orders' exit polls are remembered as done: a customer reopens only recent orders' pages. */
export const POLLS_KEPT = 20;

/**
 * How many of this device's orders are kept for its order history and reorder: a guest's orders
 * are nowhere else, and a customer reorders from the recent ones.
 */
export const PLACED_KEPT = 20;

// The gateway port: every call the ordering workflows make, in domain terms and the spec's field
// names. The HTTP client (adapters/http), the recorded gateway (adapters/recorded) and the
// in-memory gateway (./in-memory) implement it.

import type { MenuCategory } from '../menu/types.ts';
import type { Won } from '../money.ts';
import type { Restaurant } from '../restaurant/types.ts';
import type { AccountGateway, LoginAnswer } from './account-gateway.ts';
import type { CartAnswer, CartSubmitRequest, StockCheckAnswer, StockCheckRequest } from './cart-types.ts';
import type { CheckoutQueries } from './checkout-queries.ts';
import type { Clock, Ids } from './clock.ts';
import type { GatewayResult } from './gateway-failure.ts';
import type { GeoPoint } from './geo-point.ts';
import type { OrderHistoryPage, OrderHistoryRequest, OrderProgress } from './order-progress-types.ts';
import type { OrderInfo, OrderRequest, OrderSubmitAnswer } from './order-types.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { SocialProviderSession } from './social-provider.ts';

export type { LoginAnswer } from './account-gateway.ts';
export type {
  CartAnswer,
  CartSubmitRequest,
  PaymentKind,
  ProductLine,
  StockCheckAnswer,
  StockCheckRequest,
} from './cart-types.ts';
export type { GeoPoint } from './geo-point.ts';
export type {
  OrderHistoryPage,
  OrderHistoryRequest,
  OrderProgress,
  OrderSummary,
  ProgressStatus,
} from './order-progress-types.ts';
export type { OrderInfo, OrderInfoItem, OrderRequest, OrderSubmitAnswer } from './order-types.ts';

/** A geocoder answer (spec 000 §3 "Location" detailed parts). */
export interface Place {
  readonly address: string;
  readonly road_address: string;
  readonly zipcode: string;
  readonly point: GeoPoint;
  readonly sido: string;
  readonly sigugun: string;
  readonly dongmyun: string;
}

export interface Availability {
  readonly zip_code: string | null;
  readonly message: string;
}

export interface SmsSendAnswer {
  readonly result: string;
  readonly display_message: string;
  readonly send_count: number;
}

export interface SmsCheckAnswer {
  readonly result: boolean | string;
  readonly message: string;
}

export interface CouponRequest {
  readonly restaurant_id: number;
  readonly coupon_code: string;
  readonly phone: string;
  /**
   * The payment service (pg_mobile is sent as onlyhpp, pg_card as onlycard, spec 000 §7); '' while
   * none is chosen: the HTTP adapter then sends onlycard, as the cart was inserted assuming online.
   */
  readonly payment: string;
}

export interface CouponCheckAnswer {
  readonly status_code: number;
  readonly coupon_discount: Won;
  readonly error_msg: string;
}

export interface PollChoice {
  readonly number: number;
  readonly text: string;
  readonly has_text: boolean;
}

export interface OrderingGateway {
  restaurant(q: {
    readonly restaurantId: number;
    readonly point: GeoPoint | null;
    readonly zipcode: string | null;
  }): Promise<GatewayResult<Restaurant>>;
  /** `force`: the staff view, where the server skips its open/reachable checks (spec 000 §6). */
  menu(
    restaurantId: number,
    options?: { readonly force?: boolean },
  ): Promise<GatewayResult<readonly MenuCategory[]>>;
  geocode(address: string): Promise<GatewayResult<readonly Place[]>>;
  reverseGeocode(point: GeoPoint): Promise<GatewayResult<Place | null>>;
  restaurantsAvailable(point: GeoPoint): Promise<GatewayResult<Availability>>;
  anonymousCustomer(): Promise<GatewayResult<{ readonly customer_id: string }>>;
  checkStock(req: StockCheckRequest): Promise<GatewayResult<StockCheckAnswer>>;
  submitCart(req: CartSubmitRequest): Promise<GatewayResult<CartAnswer>>;
  /** Sends only the point, the ids and the payment type; `uuid` and `products` serve adapters that keep carts. */
  refreshCart(req: CartSubmitRequest & { readonly uuid: string }): Promise<GatewayResult<CartAnswer>>;
  isPhoneVerified(phone: string): Promise<GatewayResult<'verified' | 'unverified' | 'ban'>>;
  sendSmsCode(req: {
    readonly customer_id: string;
    readonly phone: string;
    readonly context: 'ORDER' | 'REGISTER' | 'FIND_EMAIL';
  }): Promise<GatewayResult<SmsSendAnswer>>;
  checkSmsCode(phone: string, code: string): Promise<GatewayResult<SmsCheckAnswer>>;
  couponDisuse(req: CouponRequest): Promise<GatewayResult<null>>;
  couponCheck(req: CouponRequest): Promise<GatewayResult<CouponCheckAnswer>>;
  submitOrder(req: OrderRequest): Promise<GatewayResult<OrderSubmitAnswer>>;
  orderInfo(orderNumber: string): Promise<GatewayResult<OrderInfo>>;
  /**
   * jumun's extension (contract/order-progress.ts): where the order is, read once (the stream is
   * its own port, progress-stream.ts). Only the order's customer reads it; 404 otherwise.
   */
  orderProgress(orderNumber: string): Promise<GatewayResult<OrderProgress>>;
  /** The customer's cancel while the order is received; 409 once the restaurant has taken it. */
  cancelOrder(req: {
    readonly order_number: string;
    readonly reason: string;
  }): Promise<GatewayResult<OrderProgress>>;
  /** A member's orders, newest first; a guest's token is refused (its orders are on its device). */
  orderHistory(req: OrderHistoryRequest): Promise<GatewayResult<OrderHistoryPage>>;
  pollChoices(orderNumber: string): Promise<GatewayResult<readonly PollChoice[]>>;
  pollSubmit(req: {
    readonly order_number: string;
    readonly number: number;
    readonly text: string;
    readonly uniq_key: string;
  }): Promise<GatewayResult<null>>;
  loginEmail(req: {
    readonly username: string;
    readonly password: string;
    readonly captcha: string | null;
    readonly device_id: string;
  }): Promise<GatewayResult<LoginAnswer>>;
  logout(): Promise<GatewayResult<null>>;
}

/** The blocked-user check (spec 000 §5 "Blocked user"): hashed customer id + phone. */
export interface Blocklist {
  isBlocked(customerId: string, phone: string): Promise<boolean>;
}

/** What the shell knows about where it runs. */
export interface Device {
  cookiesEnabled(): boolean;
  isMobile(): boolean;
}

/**
 * The calls commands make: ordering, the member accounts of spec 001, and the payment host's
 * methods (for the default payment). Queries have their own ports.
 */
export type WorkflowGateway = OrderingGateway &
  AccountGateway &
  Pick<CheckoutQueries, 'paymentMethods' | 'discountInfo'>;

/** Everything a workflow may touch. */
export interface Ports {
  readonly gateway: WorkflowGateway;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly blocklist: Blocklist;
  readonly device: Device;
  /** The social provider's own session, ended at logout. */
  readonly socialProvider: SocialProviderSession;
  /** The payment provider's page, answered as the customer answers it (AnswerPayment). */
  readonly paymentProvider: PaymentProvider;
}

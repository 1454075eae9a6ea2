// The gateway port: every call the ordering workflows make, in domain terms and the spec's field
// names. The HTTP client (adapters/http), the recorded gateway (adapters/recorded) and the
// in-memory gateway (./in-memory) implement it.

import type { MenuCategory } from '../menu/types.ts';
import type { Won } from '../money.ts';
import type { Restaurant } from '../restaurant/types.ts';
import type { Clock, Ids } from './clock.ts';
import type { GatewayResult } from './gateway-failure.ts';

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

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

/** One product line as sent to the server (stock check, cart submit). */
export interface ProductLine {
  readonly menu_item_id: number;
  readonly name: string;
  readonly quantity: number;
  readonly unit_price: Won;
  /** Chosen option ids by group slug. */
  readonly options: Readonly<Record<string, readonly number[]>>;
}

export interface StockCheckRequest {
  readonly restaurant_id: number;
  readonly customer_id: string;
  readonly point: GeoPoint;
  readonly items: readonly ProductLine[];
}

export interface StockCheckAnswer {
  readonly success: boolean;
  readonly title: string;
  readonly body: string;
  readonly items: readonly { readonly menu_item_id: number; readonly stock_amount: number }[];
}

export type PaymentKind = 'online' | 'offline';

export interface CartSubmitRequest {
  readonly customer_id: string;
  readonly restaurant_id: number;
  readonly point: GeoPoint;
  readonly zipcode: string;
  readonly payment_type: PaymentKind;
  readonly products: readonly ProductLine[];
}

/** The server's cart (spec 000 §3 "Server cart (customer_cart)"). */
export interface ServerCart {
  readonly uuid: string;
  readonly signature: string;
  readonly adm_code: string;
  readonly items_total: Won;
  readonly delivery_fee: Won;
  /** Negative amounts, by kind. */
  readonly discounts: readonly { readonly kind: string; readonly amount: Won }[];
  readonly total: Won;
  /** meta.errors: the first message is shown on failure (spec 000 §4 "Checkout entry"). */
  readonly errors: readonly { readonly message: string }[];
  /** Cart-submit errors as [type, message, ...] entries (spec 000 §8). */
  readonly error_entries: readonly (readonly unknown[])[];
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
  /** pg_mobile is sent as onlyhpp, pg_card as onlycard (spec 000 §7). */
  readonly payment: string;
}

export interface CouponCheckAnswer {
  readonly status_code: number;
  readonly coupon_discount: Won;
  readonly error_msg: string;
}

export interface OrderRequest {
  readonly customer_id: string;
  readonly point: GeoPoint;
  /** Derived from the cart (uuid + signature): a repeated submit cannot create a second order. */
  readonly idempotency_key: string;
  /** The body of spec 000 §3 "Order submission body". */
  readonly body: OrderSubmissionBody;
}

export interface OrderSubmissionBody {
  readonly cart_uuid: string;
  readonly cart_signature: string;
  readonly customer: {
    readonly id: string;
    readonly lat: number;
    readonly lng: number;
    readonly address: {
      readonly street_name: string;
      readonly road_name: string;
      readonly street_number: string;
      readonly adm_code: string;
    };
    readonly address_detail: {
      readonly sido: string;
      readonly gugun: string;
      readonly admin_dong: string;
      readonly dong: string;
      readonly bunji: string;
      readonly road: string;
      readonly building: string;
      readonly ri: string;
    };
    readonly phone: string;
    readonly phone_uuid: string;
  };
  readonly delivery_info: {
    readonly email: string;
    readonly street_number: string;
    readonly phone: string;
    readonly use_safety_number: boolean;
    readonly user_comment: string;
    readonly extra_comments: string;
    readonly expected_takeout_time: string | null;
    readonly visitor_count: number | null;
    readonly expected_visit_time: string | null;
  };
  readonly agreements: Readonly<Record<string, boolean>>;
  readonly payment: {
    readonly service: string;
    readonly user_benefits: { readonly coupons: readonly { readonly code: string; readonly amount: Won }[] };
    readonly total: Won;
  };
  readonly serving_type: 'vd';
  readonly customer_id: string;
  readonly lat: number;
  readonly lng: number;
}

/** The order result (spec 000 §3 "Order result"), provider fields included when online. */
export interface OrderResult {
  readonly order_number: string | null;
  readonly payment_url?: string | null;
  readonly payment_amount?: Won;
  readonly payment_method?: string;
  readonly total_order_amount?: Won;
  readonly clientId?: string;
  readonly merchantPayKey?: string;
  readonly OrderId?: string;
  readonly Moid?: string;
  readonly ResultCode?: string;
  readonly ResultMsg?: string;
  readonly TxnId?: string;
}

export interface OrderInfo {
  readonly order_number: string;
  readonly restaurant_id: number;
  readonly restaurant_name: string;
  readonly status: string;
  readonly items: readonly { readonly name: string; readonly quantity: number; readonly price: Won }[];
  readonly total_order_amount: Won;
  readonly payment_amount: Won;
  readonly payment_method: string;
  readonly min_order_amount: Won;
}

export interface PollChoice {
  readonly number: number;
  readonly text: string;
  readonly has_text: boolean;
}

export interface LoginAnswer {
  readonly customer_id: string;
  readonly email: string;
  readonly account_origin: 'email' | 'naver' | 'kakao';
  readonly access_token: string;
  readonly refresh_token: string | null;
  readonly state: string | null;
  readonly password_change_required: boolean;
  readonly phone: string | null;
}

export interface OrderingGateway {
  restaurant(q: {
    readonly restaurantId: number;
    readonly point: GeoPoint | null;
    readonly zipcode: string | null;
  }): Promise<GatewayResult<Restaurant>>;
  menu(restaurantId: number): Promise<GatewayResult<readonly MenuCategory[]>>;
  geocode(address: string): Promise<GatewayResult<readonly Place[]>>;
  reverseGeocode(point: GeoPoint): Promise<GatewayResult<Place | null>>;
  restaurantsAvailable(point: GeoPoint): Promise<GatewayResult<Availability>>;
  anonymousCustomer(): Promise<GatewayResult<{ readonly customer_id: string }>>;
  checkStock(req: StockCheckRequest): Promise<GatewayResult<StockCheckAnswer>>;
  submitCart(req: CartSubmitRequest): Promise<GatewayResult<ServerCart>>;
  refreshCart(req: CartSubmitRequest & { readonly uuid: string }): Promise<GatewayResult<ServerCart>>;
  isPhoneVerified(phone: string): Promise<GatewayResult<'verified' | 'unverified' | 'ban'>>;
  sendSmsCode(req: {
    readonly customer_id: string;
    readonly phone: string;
    readonly context: 'ORDER' | 'REGISTER' | 'FIND_EMAIL';
  }): Promise<GatewayResult<SmsSendAnswer>>;
  checkSmsCode(phone: string, code: string): Promise<GatewayResult<SmsCheckAnswer>>;
  couponDisuse(req: CouponRequest): Promise<GatewayResult<null>>;
  couponCheck(req: CouponRequest): Promise<GatewayResult<CouponCheckAnswer>>;
  submitOrder(req: OrderRequest): Promise<GatewayResult<OrderResult>>;
  orderInfo(orderNumber: string): Promise<GatewayResult<OrderInfo>>;
  pollChoices(): Promise<GatewayResult<readonly PollChoice[]>>;
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

/** Everything a workflow may touch. */
export interface Ports {
  readonly gateway: OrderingGateway;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly blocklist: Blocklist;
  readonly device: Device;
}

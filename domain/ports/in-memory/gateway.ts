// An in-memory gateway for tests: a small catalogue, SMS codes kept in an outbox, coupons, orders
// kept per cart (a repeated submit returns the same order), member accounts (./members.ts), and
// fault injection per call.
import type { WithdrawRequest } from '../../account/withdrawal.ts';
import type { MenuCategory } from '../../menu/types.ts';
import { priceOrder } from '../../pricing/index.ts';
import type { Restaurant } from '../../restaurant/types.ts';
import type { Review } from '../catalog-queries.ts';
import type { Clock } from '../clock.ts';
import type {
  CartAnswer,
  CartSubmitRequest,
  OrderInfo,
  OrderInfoItem,
  OrderSubmitAnswer,
  Place,
  PollChoice,
  ProductLine,
  SmsCheckAnswer,
  WorkflowGateway,
} from '../gateway.ts';
import { answered, failed, type GatewayFailure, type GatewayResult } from '../gateway-failure.ts';
import { callGuard } from './call-guard.ts';
import { type InMemorySocialAccount, type InMemoryUser, inMemoryMembers } from './members.ts';
import { deskCalls, type OrderDesk, orderDesk } from './order-desk.ts';

export interface InMemoryCatalog {
  readonly restaurants: readonly {
    readonly restaurant: Restaurant;
    readonly menu: readonly MenuCategory[];
  }[];
  readonly places: readonly Place[];
  readonly coupons: readonly { readonly code: string; readonly amount: number }[];
  readonly users: readonly InMemoryUser[];
  readonly pollChoices: readonly PollChoice[];
  readonly socialAccounts?: readonly InMemorySocialAccount[];
  /** The restaurant list's entries; the catalogue's restaurants when absent. */
  readonly listed?: readonly Restaurant[];
  readonly reviews?: readonly (Review & { readonly restaurant_id: number })[];
}

export interface InMemoryGateway extends WorkflowGateway {
  /** The latest SMS code sent to each phone (the sandbox outbox). */
  readonly outbox: Map<string, string>;
  readonly orders: Map<string, OrderInfo>;
  /** Each order's progress, moved on by the test (`desk.move`), and a member's history. */
  readonly desk: OrderDesk;
  /** Make the next call(s) of `call` fail with `failure`. */
  failNext(call: keyof WorkflowGateway, failure: GatewayFailure, times?: number): void;
  /** How often each call was made. */
  readonly calls: Map<string, number>;
  /** The withdraw requests the server accepted. */
  readonly withdrawals: readonly WithdrawRequest[];
}

/** A placed line as order info answers it: the menu item and each option by id, named as then. */
function orderLine(menu: readonly MenuCategory[], p: ProductLine): OrderInfoItem {
  const item = menu.flatMap((c) => c.items).find((i) => i.id === p.vendor_product_id);
  const options = p.option_sections.flatMap((section) => {
    const group = item?.subchoices.find((g) => g.id === section.section_id);
    return section.option_ids.flatMap((id) => {
      const option = group?.subchoices.find((o) => o.id === id);
      return option === undefined
        ? []
        : [
            {
              group: group?.name ?? '',
              group_id: section.section_id,
              option_id: id,
              name: option.name,
              price: option.price,
            },
          ];
    });
  });
  return {
    name: p.name,
    quantity: p.quantity,
    price: p.unit_price,
    menu_item_id: p.vendor_product_id,
    options,
  };
}

export function inMemoryGateway(catalog: InMemoryCatalog, clock: Clock): InMemoryGateway {
  const outbox = new Map<string, string>();
  const orders = new Map<string, OrderInfo>();
  const ordersByKey = new Map<string, OrderSubmitAnswer>();
  const carts = new Map<string, CartSubmitRequest>();
  const calls = callGuard<keyof WorkflowGateway>();
  const { guard } = calls;
  const members = inMemoryMembers(catalog, calls, outbox);
  const desk = orderDesk(clock);
  const onDesk = deskCalls(desk, (orderNumber) => orders.get(orderNumber)?.payment_method);
  let serial = 0;

  const find = (id: number) => catalog.restaurants.find((r) => r.restaurant.id === id);
  const notFound = (message: string): GatewayResult<never> =>
    failed({ kind: 'rejected', status: 404, message });

  function serverCart(req: CartSubmitRequest, uuid: string): GatewayResult<CartAnswer> {
    const entry = find(req.restaurant_id);
    if (entry === undefined) return notFound('no such restaurant');
    const itemsTotal = req.products.reduce((sum, p) => sum + p.unit_price * p.quantity, 0);
    const priced = priceOrder({
      restaurant: entry.restaurant,
      cart: {
        default_price: entry.restaurant.default_price,
        items: req.products.map((p) => ({ price: p.unit_price, amount: p.quantity, ms_type: null })),
      },
      now: clock.now(),
      isMember: false,
    });
    return answered({
      cart: {
        uuid,
        signature: `sig-${uuid}-${itemsTotal}`,
        adm_code: '1168064000',
        cart: {
          items: req.products.map((p) => ({
            vendor_product_id: p.vendor_product_id,
            name: p.name,
            quantity: p.quantity,
            price: p.unit_price,
            discounts: [],
          })),
          items_total: priced.itemsTotal,
          delivery_fee: priced.deliveryFee,
          discounts: priced.discounts.map((d) => ({ type: d.kind, amount: d.amount })),
          total: priced.total,
        },
      },
      delivery_info: {
        adm_code: '1168064000',
        minimum_order_value: entry.restaurant.min_order_amount,
        free_delivery_threshold: entry.restaurant.free_delivery_threshold,
        delivery_fee_by_order_amounts: entry.restaurant.delivery_fee_by_order_amounts,
      },
      errors: [],
    });
  }

  return {
    ...members,
    outbox,
    orders,
    desk,
    calls: calls.calls,
    failNext: calls.failNext,
    restaurant: (q) =>
      guard('restaurant', () => {
        const entry = find(q.restaurantId);
        return entry === undefined ? notFound('no such restaurant') : answered(entry.restaurant);
      }),
    menu: (id) =>
      guard('menu', () => {
        const entry = find(id);
        return entry === undefined ? notFound('no such restaurant') : answered(entry.menu);
      }),
    geocode: (address) =>
      guard('geocode', () =>
        answered(catalog.places.filter((p) => p.address.includes(address) || address.includes(p.dongmyun))),
      ),
    reverseGeocode: (point) =>
      guard('reverseGeocode', () => {
        const nearest = [...catalog.places].sort(
          (a, b) =>
            Math.hypot(a.point.lat - point.lat, a.point.lng - point.lng) -
            Math.hypot(b.point.lat - point.lat, b.point.lng - point.lng),
        )[0];
        return answered(nearest ?? null);
      }),
    restaurantsAvailable: (point) =>
      guard('restaurantsAvailable', () => {
        const place = catalog.places.find((p) => p.point.lat === point.lat && p.point.lng === point.lng);
        return answered(place ? { zip_code: place.zipcode, message: '' } : { zip_code: null, message: '' });
      }),
    anonymousCustomer: () => guard('anonymousCustomer', () => answered({ customer_id: `guest-${++serial}` })),
    checkStock: (req) =>
      guard('checkStock', () => {
        const entry = find(req.restaurant_id);
        if (entry === undefined) return notFound('no such restaurant');
        const stockOf = (id: number) =>
          entry.menu.flatMap((c) => c.items).find((i) => i.id === id)?.stock_amount ?? 9999;
        const wantedOf = (id: number) =>
          req.items.filter((l) => l.vendor_product_id === id).reduce((n, l) => n + l.quantity, 0);
        const short = req.items.filter((line) => {
          const stock = stockOf(line.vendor_product_id);
          return stock < 9999 && wantedOf(line.vendor_product_id) > stock;
        });
        return answered({
          success: short.length === 0,
          title: short.length === 0 ? '' : '재고 부족',
          body: short.map((s) => s.name).join(', '),
          all: short.length > 0 && short.length === req.items.length,
          items: short.map((s) => ({
            vendor_product_id: s.vendor_product_id,
            name: s.name,
            stock_amount: stockOf(s.vendor_product_id),
            quantity: wantedOf(s.vendor_product_id),
          })),
        });
      }),
    submitCart: (req) =>
      guard('submitCart', () => {
        const uuid = `cart-${++serial}`;
        carts.set(uuid, req);
        return serverCart(req, uuid);
      }),
    refreshCart: (req) => guard('refreshCart', () => serverCart(req, req.uuid)),
    isPhoneVerified: () => guard('isPhoneVerified', () => answered('unverified' as const)),
    sendSmsCode: (req) =>
      guard('sendSmsCode', () => {
        const code = String(1000 + ((serial++ * 7919) % 9000));
        outbox.set(req.phone, code);
        return answered({ result: 'success', display_message: '', send_count: 1 });
      }),
    checkSmsCode: (phone, code) =>
      guard(
        'checkSmsCode',
        (): GatewayResult<SmsCheckAnswer> =>
          outbox.get(phone) === code
            ? answered({ result: true, message: '' })
            : answered({ result: false, message: '인증번호가 일치하지 않습니다.' }),
      ),
    couponDisuse: () => guard('couponDisuse', () => answered(null)),
    couponCheck: (req) =>
      guard('couponCheck', () => {
        const coupon = catalog.coupons.find((c) => c.code === req.coupon_code);
        return answered(
          coupon === undefined
            ? { status_code: 400, coupon_discount: 0, error_msg: '존재하지 않는 쿠폰입니다.' }
            : { status_code: 200, coupon_discount: coupon.amount, error_msg: '' },
        );
      }),
    submitOrder: (req) =>
      guard('submitOrder', () => {
        const previous = ordersByKey.get(req.idempotency_key);
        if (previous !== undefined) return answered(previous);
        const cart = carts.get(req.body.cart_uuid);
        const entry = cart === undefined ? undefined : find(cart.restaurant_id);
        if (cart === undefined || entry === undefined)
          return answered({ kind: 'refused', errors: [['items', null]], stock_info: null });
        const orderNumber = `2611${String(++serial).padStart(6, '0')}`;
        const result: OrderSubmitAnswer = {
          kind: 'placed',
          result: { order_number: orderNumber, payment_amount: req.body.payment.total },
        };
        ordersByKey.set(req.idempotency_key, result);
        orders.set(orderNumber, {
          order_number: orderNumber,
          restaurant_id: entry.restaurant.id,
          restaurant_name: entry.restaurant.name,
          status: 'accepted',
          items: cart.products.map((p) => orderLine(entry.menu, p)),
          total_order_amount: req.body.payment.total,
          payment_amount: req.body.payment.total,
          payment_method: req.body.payment.service,
          min_order_amount: entry.restaurant.min_order_amount,
          address: `${req.body.customer.address.road_name} ${req.body.delivery_info.street_number}`.trim(),
          user_comment: req.body.delivery_info.user_comment,
        });
        desk.receive(orderNumber);
        return answered(result);
      }),
    orderInfo: (orderNumber) =>
      guard('orderInfo', () => {
        const order = orders.get(orderNumber);
        return order === undefined ? notFound('no such order') : answered(order);
      }),
    orderProgress: (orderNumber) => guard('orderProgress', () => onDesk.orderProgress(orderNumber)),
    cancelOrder: (req) => guard('cancelOrder', () => onDesk.cancelOrder(req)),
    orderHistory: (req) => guard('orderHistory', () => onDesk.orderHistory(req)),
    pollChoices: () => guard('pollChoices', () => answered(catalog.pollChoices)),
    pollSubmit: () => guard('pollSubmit', () => answered(null)),
    discountInfo: () =>
      guard('discountInfo', () =>
        answered({
          additional_discount: 0,
          can_use_coupon: true,
          online_payment: { additional_discount: 0, restaurant_discount: 0 },
        }),
      ),
    paymentMethods: () =>
      guard('paymentMethods', () =>
        answered(
          ['CARD', 'MOBILE', 'NAVERPAY'].map((type) => ({
            checkout_method_type: type,
            name: type,
            available: true,
          })),
        ),
      ),
  };
}

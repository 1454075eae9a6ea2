// The shape of the projections, field by field, for what reads them by name: a QA script's
// assertion paths are checked against it before anything runs, and the script reference lists
// it. The types below make it complete: a new projection field that is missing here, or a field
// here that the projection does not have, does not compile.
import { closestName } from '../closest-name.ts';
import type { CartView } from './cart-view.ts';
import type { CheckoutView } from './checkout-view.ts';
import type { HistoryView } from './history-view.ts';
import type { OrderView } from './order-view.ts';
import type { Projections } from './projections.ts';
import type { SessionView } from './session-view.ts';

/**
 * 'leaf': a value with nothing below it; 'any': a value whose keys vary (option names, a loaded
 * order), any path below is allowed; [shape]: an array (an index or `length` next); an object:
 * its fields.
 */
export type Shape = 'leaf' | 'any' | readonly [Shape] | { readonly [field: string]: Shape };

export type ShapeOf<T> =
  | 'leaf'
  | 'any'
  | (T extends readonly (infer U)[]
      ? readonly [ShapeOf<U>]
      : T extends object
        ? { readonly [K in keyof T]-?: ShapeOf<T[K]> }
        : never);

const cart: ShapeOf<CartView> = {
  restaurantId: 'leaf',
  restaurantName: 'leaf',
  items: [
    {
      line: 'leaf',
      menuItemId: 'leaf',
      name: 'leaf',
      amount: 'leaf',
      price: 'leaf',
      options: 'any',
      lineTotal: 'leaf',
      disposable: 'leaf',
    },
  ],
  count: 'leaf',
  total: 'leaf',
};

const checkout: ShapeOf<CheckoutView> = {
  stage: 'leaf',
  passedInsertCart: 'leaf',
  insertError: 'leaf',
  itemsTotal: 'leaf',
  deliveryFee: 'leaf',
  shortfall: 'leaf',
  minOrder: 'leaf',
  nextFee: { more: 'leaf', fee: 'leaf' },
  discounts: [{ kind: 'leaf', amount: 'leaf' }],
  coupon: { status: 'leaf', code: 'leaf', amount: 'leaf' },
  couponInput: 'leaf',
  total: 'leaf',
  addressDetail: 'leaf',
  phone: { number: 'leaf', status: 'leaf', requestedAt: 'leaf', sendCount: 'leaf', failedChecks: 'leaf' },
  paymentReturn: { orderNumber: 'leaf', code: 'leaf', message: 'leaf' },
  payment: 'leaf',
  comment: 'leaf',
  orderNumber: 'leaf',
  redirectUrl: 'leaf',
  order: 'any',
  poll: { number: 'leaf', text: 'leaf' },
  pollDue: 'leaf',
  canUseCoupon: 'leaf',
  onlinePaymentDiscount: 'leaf',
};

const session: ShapeOf<SessionView> = {
  loggedIn: 'leaf',
  customerId: 'leaf',
  email: 'leaf',
  accountOrigin: 'leaf',
  location: 'any',
  restaurantId: 'leaf',
  restaurantName: 'leaf',
  signedUp: 'leaf',
  maintainLogin: 'leaf',
  joinedEmail: 'leaf',
  socialJoin: { provider: 'leaf', email: 'leaf' },
  accountPhone: { context: 'leaf', number: 'leaf', status: 'leaf', requestedAt: 'leaf', sendCount: 'leaf' },
  foundUsername: 'leaf',
  passwordInquiryEmail: 'leaf',
};

const order: ShapeOf<OrderView> = {
  orderNumber: 'leaf',
  status: 'leaf',
  statusText: 'leaf',
  version: 'leaf',
  steps: [{ status: 'leaf', label: 'leaf', at: 'leaf', reached: 'leaf', current: 'leaf' }],
  estimatedMinutes: 'leaf',
  estimatedArrival: 'leaf',
  arrivalText: 'leaf',
  restaurantPhone: 'leaf',
  cancellable: 'leaf',
  cancellation: { by: 'leaf', reason: 'leaf', refund: 'leaf' },
  cancellationText: 'leaf',
  finished: 'leaf',
};

const history: ShapeOf<HistoryView> = {
  orders: [
    {
      orderNumber: 'leaf',
      restaurantId: 'leaf',
      restaurantName: 'leaf',
      items: [{ name: 'leaf', quantity: 'leaf' }],
      total: 'leaf',
      placedAt: 'leaf',
      status: 'leaf',
      statusText: 'leaf',
      onDevice: 'leaf',
    },
  ],
  page: 'leaf',
  totalPages: 'leaf',
  totalCount: 'leaf',
  more: 'leaf',
  lastReorder: { orderNumber: 'leaf', changes: ['leaf'] },
};

const views = { cart, checkout, session, order, history } satisfies {
  readonly [K in keyof Projections]: ShapeOf<Projections[K]>;
};
export const projectionShape: typeof views & Shape = views;

export type PathCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Whether a dot path (`cart.items.0.name`, `cart.items.length`) can exist in the shape. */
export function checkPath(path: string, shape: Shape = projectionShape): PathCheck {
  let at: Shape = shape;
  const walked: string[] = [];
  for (const key of path.split('.')) {
    if (at === 'any') return { ok: true };
    const here = walked.length === 0 ? '' : `${walked.join('.')}.`;
    if (at === 'leaf') return { ok: false, message: `"${path}": ${walked.join('.')} has no fields` };
    if (Array.isArray(at)) {
      if (key === 'length') {
        walked.push(key);
        at = 'leaf';
        continue;
      }
      if (!/^\d+$/.test(key))
        return {
          ok: false,
          message: `"${path}": after ${walked.join('.')} comes an index (0, 1, …) or length`,
        };
      walked.push(key);
      at = (at as readonly [Shape])[0];
      continue;
    }
    const fields = at as { readonly [field: string]: Shape };
    const next = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (next === undefined) {
      const known = Object.keys(fields);
      const near = closestName(key, known);
      return {
        ok: false,
        message: `"${path}": no field ${here}${key}${near === undefined ? ` (${here}${known.join(` | ${here}`)})` : `; did you mean ${here}${near}?`}`,
      };
    }
    walked.push(key);
    at = next;
  }
  return { ok: true };
}

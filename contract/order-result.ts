// What an order submission answers (spec 000 §3 "Order result", §4 "Submit outcome", §8 "Cart
// submit errors"): the result with the provider fields of an online payment, or the error entries.
import * as t from 'io-ts';
import { withSchema } from './json-schema/annotations.ts';
import { Count, Id, nullable, Won, withOptional } from './primitives.ts';
import { StockShortage } from './stock.ts';

type Absent<P extends t.Props> = { readonly [K in keyof P]?: undefined };

/** None of `props` present. */
function absent<P extends t.Props>(name: string, props: P): t.Type<Absent<P>, Absent<P>, unknown> {
  const keys = Object.keys(props);
  const present = (u: Record<string, unknown>) => keys.find((k) => u[k] !== undefined);
  const codec = new t.Type<Absent<P>, Absent<P>, unknown>(
    name,
    (u): u is Absent<P> => t.UnknownRecord.is(u) && present(u) === undefined,
    (u, c) => {
      const record = t.UnknownRecord.validate(u, c);
      if (record._tag === 'Left') return record;
      const key = present(record.right);
      if (key === undefined) return t.success({});
      // Reported on the object, so a union with the complete group names the missing field instead.
      return t.failure(u, c, `${key} only comes with all of ${name}`);
    },
    t.identity,
  );
  // JSON has no undefined: a field there is a field present
  return withSchema(codec, {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, { not: {} }])),
    description: `none of ${name}`,
  });
}

/** Either every field of a provider group is there, or none is: half a wallet request is useless. */
function allOrNone<P extends t.Props>(name: string, props: P) {
  return t.union([t.type(props, name), absent(name, props)], `${name} | none`);
}

export const WalletProductItem = t.type(
  { categoryType: t.string, categoryId: t.string, uid: t.string, name: t.string, count: Count },
  'WalletProductItem',
);

/** The portal wallet's payment request, passed to its SDK as is (spec 000 §3). */
export const walletFields = {
  clientId: t.string,
  mode: t.string,
  chainId: t.string,
  merchantUserKey: t.string,
  merchantPayKey: t.string,
  productName: t.string,
  productCount: Count,
  productItems: t.array(WalletProductItem),
  totalPayAmount: Won,
  taxScopeAmount: Won,
  taxExScopeAmount: Won,
  returnUrl: t.string,
};

/** The mobile-card provider's start answer; ResultCode 0000 and 535 are success (spec 000 §8). */
export const mobileCardFields = {
  OrderId: t.string,
  Moid: t.string,
  ResultCode: t.string,
  ResultMsg: t.string,
  TxnId: t.string,
};

/**
 * order_number null means the order was not taken (the client shows the default failure text).
 * Designed: `restaurant` is {id, name}; discounts.coupon is the coupon's amount, negative.
 */
export const OrderResult = t.intersection(
  [
    t.type({
      order_number: nullable(t.string),
      payment_url: nullable(t.string),
      payment_amount: Won,
      payment_method: t.string,
      discounts: t.type({ coupon: Won }),
      restaurant: t.type({ id: Id, name: t.string }),
      total_order_amount: Won,
    }),
    allOrNone('WalletFields', walletFields),
    allOrNone('MobileCardFields', mobileCardFields),
  ],
  'OrderResult',
);

/** `[type, message, ...]`; error_stock entries may carry the stock info third (spec 000 §8). */
export type ErrorEntry = readonly [string, string | null, ...unknown[]];

const entryHead = t.tuple([t.string, nullable(t.string)]);

export const ErrorEntry = withSchema(
  new t.Type<ErrorEntry, ErrorEntry, unknown>(
    'ErrorEntry',
    (u): u is ErrorEntry => Array.isArray(u) && u.length >= 2 && entryHead.is(u.slice(0, 2)),
    (u, c) => {
      const array = t.UnknownArray.validate(u, c);
      if (array._tag === 'Left') return array;
      const [type, message, ...rest] = array.right;
      const head = entryHead.validate([type, message], c);
      if (head._tag === 'Left') return head;
      return t.success([head.right[0], head.right[1], ...rest]);
    },
    t.identity,
  ),
  {
    type: 'array',
    prefixItems: [{ type: 'string' }, { type: ['string', 'null'] }],
    minItems: 2,
    description: '[type, message, ...]: error_stock entries may carry the stock info third',
  },
);

/**
 * The body of a refused submission (HTTP 4xx), designed: the entries, and the stock info for the
 * stock popup when an error_stock entry does not carry it itself.
 */
export const OrderRejected = withOptional(
  'OrderRejected',
  { errors: t.array(ErrorEntry) },
  { stock_info: nullable(t.array(StockShortage)) },
);

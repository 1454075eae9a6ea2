// A guest's order as the web app records it in a HAR (the contract's samples sent as it sends them),
// and the import's script read back: shared by the import's tests.
import * as E from 'fp-ts/lib/Either.js';
import { samples } from '../../../contract/samples/index.ts';
import { importHar } from '../import-har.ts';
import { callEntry, fileEntry, harText } from './har-of.ts';

export const source = { file: 'order.har', importedAt: new Date('2026-11-21T03:00:00Z') };

export function imported(entries: readonly unknown[], options: { keepPhone?: boolean } = {}) {
  const result = importHar(harText(entries), source, options);
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
}

/** The script's JSON lines, without the comments. */
export const linesOf = (script: string) =>
  script
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as unknown);

const cashOrder = samples['order.submit']?.body;
if (cashOrder === undefined) throw new Error('no order.submit sample');
export const cashBody = {
  ...cashOrder,
  payment: { ...cashOrder.payment, service: 'cash', user_benefits: { coupons: [] } },
};
/** A cash order's answer as the gateway gives it (the contract's sample is a wallet's, with its fields). */
export const orderAnswer = {
  order_number: '20261120-000123',
  payment_url: null,
  payment_amount: 32200,
  payment_method: 'cash',
  discounts: { coupon: -3000 },
  restaurant: { id: 1000101, name: '역삼 황금치킨' },
  total_order_amount: 35200,
};

/** A guest's order: the address typed, the restaurant opened, the cart to checkout, SMS, cash. */
export const guestOrder = [
  fileEntry('/'),
  fileEntry('/assets/index-abc.js'),
  callEntry('geo.geocode', { query: { address: '서울 강남구 역삼동' } }),
  callEntry('geo.restaurants-available'),
  callEntry('content.service-status'),
  callEntry('restaurant.detail'),
  callEntry('restaurant.menu'),
  fileEntry('/assets/PretendardVariable.subset.91.woff2'),
  callEntry('member.anonymous-customer'),
  callEntry('cart.submit'),
  callEntry('checkout.discount-info'),
  callEntry('sms.send', { body: { customer_id: '900001', phone: '01055550001', context: 'ORDER' } }),
  callEntry('sms.check', { response: { result: true, message: '' } }),
  callEntry('order.submit', { body: cashBody, response: orderAnswer }),
  callEntry('order.info', { params: { order_number: '20261120-000123' } }),
];

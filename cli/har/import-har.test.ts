// The import over small hand-made HARs (the contract's samples sent as the web app sends them):
// given a recorded session, when it is imported, then the script names the customer's commands and
// asserts what the gateway answered, and says what it could not map.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { samples } from '../../contract/samples/index.ts';
import { importHar, unmappedLines } from './import-har.ts';
import { callEntry, fileEntry, harText } from './testing/har-of.ts';

const source = { file: 'order.har', importedAt: new Date('2026-11-21T03:00:00Z') };

function imported(entries: readonly unknown[], options: { keepPhone?: boolean } = {}) {
  const result = importHar(harText(entries), source, options);
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
}

/** The script's JSON lines, without the comments. */
const linesOf = (script: string) =>
  script
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as unknown);

const cashOrder = samples['order.submit']?.body;
if (cashOrder === undefined) throw new Error('no order.submit sample');
const cashBody = {
  ...cashOrder,
  payment: { ...cashOrder.payment, service: 'cash', user_benefits: { coupons: [] } },
};
const orderAnswer = { ...samples['order.submit']?.response, payment_method: 'cash', payment_url: null };

/** A guest's order: the address typed, the restaurant opened, the cart to checkout, SMS, cash. */
const guestOrder = [
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

describe('jumun import-har', () => {
  it('turns a guest order into named commands with assertions on the projections', () => {
    const result = imported(guestOrder);
    expect(linesOf(result.script)).toEqual([
      { type: 'SetLocation', address: '서울 강남구 역삼동' },
      { assert: { 'session.location.zipcode': '06236' } },
      { type: 'OpenRestaurant', restaurantId: 1000101 },
      { assert: { 'session.restaurantId': 1000101 } },
      { type: 'AddItem', menu: '후라이드치킨', options: { '맛 선택': ['양념'] }, amount: 2 },
      { assert: { 'cart.items.length': 1, 'cart.total': expect.any(Number) } },
      { type: 'GoToCheckout' },
      {
        assert: {
          'checkout.itemsTotal': expect.any(Number),
          'checkout.deliveryFee': expect.any(Number),
          'checkout.total': expect.any(Number),
        },
      },
      { type: 'SetPhone', phone: '{{unique.phone}}' },
      { type: 'RequestSmsCode' },
      { assert: { 'checkout.phone.status': 'requested' } },
      { type: 'VerifySmsCode', code: '@sandbox' },
      { assert: { 'checkout.phone.status': 'verified' } },
      { type: 'SetAddressDetail', detail: '152' },
      { type: 'ChoosePayment', payment: 'cash' },
      { type: 'SetComment', comment: '문 앞에 놓아주세요' },
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { assert: { 'checkout.stage': 'placed', 'checkout.total': 32200 } },
      { type: 'LoadOrder', orderNumber: '{{order}}' },
      {
        assert: {
          'checkout.order.status': 'ACCEPTED',
          'checkout.order.payment_amount': 32200,
          'checkout.order.payment_method': 'onlycard',
        },
      },
    ]);
    expect(result).toMatchObject({ commands: 12, skipped: 3, entries: 15 });
    expect(result.script.split('\n')[0]).toBe(
      '# Imported by jumun import-har from order.har (recorded 2026-11-21T03:00:00.000Z by Test 1)',
    );
    expect(result.script).toContain('\n# entry 9: cart.submit POST /gateway/cart/v3/food/customers/900001/');
  });

  it('takes the totals it asserts from the cart the gateway answered', () => {
    const cart = samples['cart.submit']?.response.customer_cart?.cart;
    const lines = linesOf(imported(guestOrder).script);
    expect(lines).toContainEqual({ assert: { 'cart.items.length': 1, 'cart.total': cart?.items_total } });
    expect(lines).toContainEqual({
      assert: {
        'checkout.itemsTotal': cart?.items_total,
        'checkout.deliveryFee': cart?.delivery_fee,
        'checkout.total': cart?.total,
      },
    });
  });

  it('keeps the recorded phone with keepPhone', () => {
    expect(linesOf(imported(guestOrder, { keepPhone: true }).script)).toContainEqual({
      type: 'SetPhone',
      phone: '01055550001',
    });
  });

  it('lists the contract calls it could not map with their reason, the same ones once', () => {
    const result = imported([...guestOrder, callEntry('content.service-status')]);
    expect(unmappedLines(result.unmapped)).toEqual([
      "unmapped: content.service-status GET /popup/get/: a screen's own read: no command asks it, and a script has nothing to do with it (×2)",
    ]);
  });

  it('skips a refused code and maps the right one after it', () => {
    const refused = callEntry('sms.check', {
      response: { result: false, message: '인증번호가 일치하지 않습니다.' },
    });
    const result = imported([...guestOrder.slice(0, 12), refused, ...guestOrder.slice(12)]);
    expect(
      linesOf(result.script).filter((l) => (l as { type?: string }).type === 'VerifySmsCode'),
    ).toHaveLength(1);
    expect(unmappedLines(result.unmapped)).toContainEqual(
      'unmapped: sms.check POST /vericode/checkvericode/01012345678/: a code the gateway refused: the script types the right one (@sandbox)',
    );
  });

  it('names a call whose body does not decode, and maps the rest', () => {
    const bad = callEntry('sms.send', { body: { phone: '01055550001' } });
    const result = imported([...guestOrder.slice(0, 11), bad]);
    expect(unmappedLines(result.unmapped)).toContainEqual(
      expect.stringMatching(
        /^unmapped: sms\.send POST \/member\/v2\/send-phone-certification-code: its body does not decode: \$\.customer_id/,
      ),
    );
  });

  it('writes a menu item by its id when the menu has two of that name', () => {
    const menu = samples['restaurant.menu']?.response ?? [];
    const twin = { ...menu[1], items: [{ ...menu[1]?.items[0], id: 5000199, slug: 'twin' }] };
    const result = imported([
      ...guestOrder.slice(0, 6),
      callEntry('restaurant.menu', { response: [...menu, twin] }),
      callEntry('cart.submit'),
    ]);
    expect(linesOf(result.script)).toContainEqual({
      type: 'AddItem',
      menuItemId: 5000101,
      options: { '맛 선택': ['양념'] },
      amount: 2,
    });
  });

  it('takes a login with its password as a variable, never from the HAR', () => {
    const result = imported([callEntry('member.login-email')]);
    expect(linesOf(result.script)).toEqual([
      { type: 'LogIn', email: samples['member.login-email']?.body?.username, password: '{{password}}' },
      { assert: { 'session.loggedIn': true } },
    ]);
    expect(result.needs).toEqual(['password']);
    expect(result.script).not.toContain(samples['member.login-email']?.body?.password);
  });

  it('refuses a HAR where nothing maps, saying what it held', () => {
    const result = importHar(harText([fileEntry('/'), callEntry('content.service-status')]), source);
    expect(E.isLeft(result) && result.left.message).toBe(
      'nothing in it maps to a command (2 entries: 1 no contract call, 1 contract call)',
    );
    expect(E.isLeft(result) && result.left.unmapped).toHaveLength(1);
  });
});

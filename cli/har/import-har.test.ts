// The import over small hand-made HARs (the contract's samples sent as the web app sends them):
// given a recorded session, when it is imported, then the script names the customer's commands and
// asserts what the gateway answered, and says what it could not map. An online payment's session is
// import-har-online.test.ts's.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { samples } from '../../contract/samples/index.ts';
import { importHar, unmappedLines } from './import-har.ts';
import { guestOrder, imported, linesOf, source } from './testing/guest-order.ts';
import { callEntry, fileEntry, harText } from './testing/har-of.ts';

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
    // paid on delivery: no payment page to answer
    expect(result.script).not.toContain('an online payment');
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

  it("says so when the thank-you page's read of the order has no recorded answer", () => {
    const unread = callEntry('order.info', { params: { order_number: '20261120-000123' } });
    unread.response.content.text = '';
    const result = imported([...guestOrder.slice(0, 14), unread]);
    expect(linesOf(result.script).map((l) => (l as { type?: string }).type)).not.toContain('LoadOrder');
    expect(unmappedLines(result.unmapped)).toContainEqual(
      'unmapped: order.info GET /gateway/order/api/v2/orders/20261120-000123/: its answer was not recorded (the page went on first): no step',
    );
  });

  it('says a social login cannot be replayed', () => {
    const result = imported([...guestOrder, callEntry('member.social-login')]);
    expect(unmappedLines(result.unmapped)).toContainEqual(
      expect.stringMatching(
        /^unmapped: member\.social-login .*: a social login or join: its token came from the provider's page for that session and cannot be replayed$/,
      ),
    );
  });

  it('refuses a HAR where nothing maps, saying what it held', () => {
    const result = importHar(harText([fileEntry('/'), callEntry('content.service-status')]), source);
    expect(E.isLeft(result) && result.left.message).toBe(
      'nothing in it maps to a command (2 entries: 1 no contract call, 1 contract call)',
    );
    expect(E.isLeft(result) && result.left.unmapped).toHaveLength(1);
  });
  describe('the exit poll', () => {
    const pollOf = (number: string, text: string) =>
      callEntry('poll.submit', { query: { order_number: '20261120-000123', number, text, uniq_key: 'u-1' } });

    it('writes AnswerPoll with the choice and its text, and asserts the answer', () => {
      const result = imported([...guestOrder, callEntry('poll.choices'), pollOf('9', '빨라요')]);
      expect(linesOf(result.script).slice(-2)).toEqual([
        { type: 'AnswerPoll', number: 9, text: '빨라요' },
        { assert: { 'checkout.poll': { number: 9, text: '빨라요' } } },
      ]);
      expect(unmappedLines(result.unmapped).join('\n')).not.toContain('poll');
    });

    it('writes CloseExitPoll when the customer went on to another screen with the poll unanswered', () => {
      const result = imported([
        ...guestOrder,
        callEntry('poll.choices'),
        callEntry('order.progress', { params: { order_number: '20261120-000123' } }),
        callEntry('order.history'),
      ]);
      const types = linesOf(result.script).map((l) => (l as { type?: string }).type);
      expect(types.slice(-3)).toEqual(
        ['LoadOrderProgress', undefined, 'CloseExitPoll', 'LoadOrderHistory'].slice(-3),
      );
      expect(types.filter((t) => t === 'CloseExitPoll')).toHaveLength(1);
    });
  });

  describe('a cart changed between two checkouts', () => {
    const line = (option: number, quantity: number) => ({
      vendor_product_id: 5000101,
      vendor_category_id: 'chicken',
      quantity,
      option_sections: [{ section_id: 7001, option_ids: [option] }],
      additionalIngredientSets: [],
    });
    const submitted = (products: readonly unknown[]) =>
      callEntry('cart.submit', { body: { ...samples['cart.submit']?.body, products } });
    const cartLines = (first: readonly unknown[], then: readonly unknown[]) =>
      linesOf(imported([...guestOrder.slice(0, 7), submitted(first), submitted(then)]).script).filter(
        (l) =>
          typeof l === 'object' &&
          l !== null &&
          'type' in l &&
          (l as { type: string }).type !== 'GoToCheckout',
      );

    it('writes the lines lowered, raised and removed as ChangeAmount and RemoveItem, not the cart again', () => {
      const lines = cartLines([line(7102, 2), line(7101, 1)], [line(7102, 1)]);
      expect(lines.slice(-2)).toEqual([
        { type: 'RemoveItem', line: 1 },
        { type: 'ChangeAmount', line: 0, amount: 1 },
      ]);
      expect(cartLines([line(7102, 1), line(7101, 1)], [line(7102, 1), line(7101, 3)]).slice(-1)).toEqual([
        { type: 'ChangeAmount', line: 1, amount: 3 },
      ]);
    });

    it('adds a new line after the ones kept, and writes nothing for a cart submitted unchanged', () => {
      const added = cartLines([line(7102, 1)], [line(7102, 1), line(7101, 2)]);
      expect(added.slice(-1)).toEqual([
        { type: 'AddItem', menu: '후라이드치킨', options: { '맛 선택': ['기본'] }, amount: 2 },
      ]);
      // SetLocation, OpenRestaurant and the first AddItem only
      expect(cartLines([line(7102, 1)], [line(7102, 1)])).toHaveLength(3);
    });
  });

  describe('a second checkout', () => {
    const commandsOf = (entries: readonly unknown[]) =>
      linesOf(imported(entries).script).filter(
        (l): l is { type: string } & Record<string, unknown> =>
          typeof l === 'object' && l !== null && 'type' in l,
      );

    it('after an order read back, adds its lines again: the order emptied the cart', () => {
      const commands = commandsOf([...guestOrder, callEntry('cart.submit')]);
      const loaded = commands.findIndex((c) => c.type === 'LoadOrder');
      expect(loaded).toBeGreaterThan(0);
      expect(commands.slice(loaded + 1).map((c) => c.type)).toEqual(['AddItem', 'GoToCheckout']);
      expect(commands.slice(loaded + 1)[0]).not.toHaveProperty('confirmed');
    });

    it("at another restaurant, with the first one's cart not ordered, confirms replacing it with its first line", () => {
      const other = { restaurant_id: '1000102' };
      const commands = commandsOf([
        ...guestOrder.slice(0, 10),
        callEntry('restaurant.detail', { params: other }),
        callEntry('restaurant.menu', { params: other }),
        callEntry('cart.submit', { params: { customer_id: '900001', ...other } }),
      ]);
      const adds = commands.filter((c) => c.type === 'AddItem');
      expect(adds).toHaveLength(2);
      expect(adds[0]).not.toHaveProperty('confirmed');
      expect(adds[1]).toMatchObject({ confirmed: true });
      const opened = commands.filter((c) => c.type === 'OpenRestaurant').map((c) => c.restaurantId);
      expect(opened).toEqual([1000101, 1000102]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { handlers } from '../intents/index.ts';
import { reactions } from '../reactions/index.ts';
import { replay } from './replay.ts';
import { createStore } from './store.ts';
import { checkoutWithVerifiedPhone, run, yeoksam } from './testing/store-steps.ts';
import { testStore } from './testing/test-store.ts';

describe('the store', () => {
  it('places a cash order end to end and replays the log to the same projections', async () => {
    const { store, ports } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
      { type: 'GoToCheckout' },
      { type: 'SetAddressDetail', detail: '101호' },
      { type: 'SetPhone', phone: '010-1234-5678' },
      { type: 'RequestSmsCode' },
    ]);
    const code = ports.gateway.outbox.get('01012345678') ?? '';
    const outcomes = await run(store, [
      { type: 'VerifySmsCode', code },
      { type: 'ChoosePayment', payment: 'cash' },
      { type: 'SubmitOrder' },
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(['accepted', 'accepted', 'accepted']);

    const { cart, checkout, session } = store.projections();
    expect(cart.items).toEqual([
      expect.objectContaining({
        name: '후라이드치킨',
        amount: 2,
        price: 19000,
        options: { '맛 선택': ['양념'] },
      }),
    ]);
    expect(cart.total).toBe(38000);
    // 38,000 is below the 40,000 free-delivery threshold: the 3,000 fee applies.
    expect(checkout.deliveryFee).toBe(3000);
    expect(checkout.total).toBe(41000);
    expect(checkout.phone.status).toBe('verified');
    expect(checkout.orderNumber).toMatch(/^2611\d{6}$/);
    expect(session.location?.zipcode).toBe('06236');
    expect(outcomes[2]?.kind === 'accepted' && outcomes[2].navigate).toContain('/checkout/thankyou!!/');

    expect(replay(store.log())).toEqual(store.projections());
  });

  it('asks before replacing another restaurant\'s cart, and clears it only when confirmed (spec 000 §4 "A cart from another restaurant is cleared after confirmation.")', async () => {
    const { store } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼' },
      { type: 'OpenRestaurant', restaurantId: 1002 },
    ]);
    const asked = await store.dispatch({ type: 'AddItem', menu: '크루아상' });
    expect(asked.kind).toBe('needs-confirmation');
    expect(store.projections().cart.restaurantId).toBe(1001);

    const confirmed = await store.dispatch({ type: 'AddItem', menu: '크루아상', confirmed: true });
    expect(confirmed.kind).toBe('accepted');
    expect(store.projections().cart).toMatchObject({
      restaurantId: 1002,
      items: [{ name: '크루아상', amount: 1 }],
    });
  });

  it('refuses an over-count option pick with the spec text (spec 000 §5 "최대 N개 까지 선택 가능합니다.")', async () => {
    const { store } = testStore();
    await run(store, [yeoksam, { type: 'OpenRestaurant', restaurantId: 1001 }]);
    const outcome = await store.dispatch({
      type: 'AddItem',
      menu: '후라이드치킨',
      options: { 맛: ['후라이드'], 소스: ['허니머스타드', '핫소스', '갈릭소스'] },
    });
    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { message: '최대 2개 까지 선택 가능합니다.' },
    });
    expect(store.projections().cart.items).toEqual([]);
  });

  it('refuses a sold-out item (spec 000 §5 "A sold-out item gives "메뉴가 품절이에요"")', async () => {
    const { store } = testStore();
    await run(store, [yeoksam, { type: 'OpenRestaurant', restaurantId: 1001 }]);
    const outcome = await store.dispatch({ type: 'AddItem', menu: '반반치킨' });
    expect(outcome).toMatchObject({ kind: 'rejected', rejection: { message: '메뉴가 품절이에요' } });
  });

  it('keeps requested plus in-cart within stock (spec 000 §5 "Requested amount plus the amount already in the cart may not exceed stock")', async () => {
    const { store } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1002 },
      { type: 'AddItem', menu: '소금빵', amount: 2 },
    ]);
    const outcome = await store.dispatch({ type: 'AddItem', menu: '소금빵', amount: 2 });
    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { message: '주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.' },
    });
    expect(store.projections().cart.items[0]?.amount).toBe(2);
  });

  it('asks about the shortfall under the minimum order and adds it to the total once confirmed (spec 000 §9 "A shortfall to min_order_amount is added to the total.")', async () => {
    const { store } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 2 },
    ]);
    // 10,000 of 15,000: a 5,000 shortfall is over 2,000 and blocks ordering.
    const blocked = await store.dispatch({ type: 'GoToCheckout' });
    expect(blocked.kind).toBe('rejected');
    await store.dispatch({ type: 'ChangeAmount', line: 0, amount: 3 });
    // 15,000: no shortfall. Lower to 14,000 is impossible with 5,000 items, so use the bakery below.
    const passed = await store.dispatch({ type: 'GoToCheckout' });
    expect(passed.kind).toBe('accepted');
    expect(store.projections().checkout).toMatchObject({
      itemsTotal: 15000,
      shortfall: 0,
      deliveryFee: 3000,
      total: 18000,
    });

    const bakery = testStore().store;
    await run(bakery, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1002 },
      { type: 'AddItem', menu: '크루아상', amount: 1 },
      { type: 'AddItem', menu: '소금빵', amount: 1 },
    ]);
    // 7,500 of 8,000: a 500 shortfall asks, then is charged.
    const asked = await bakery.dispatch({ type: 'GoToCheckout' });
    expect(asked.kind).toBe('needs-confirmation');
    const confirmed = await bakery.dispatch({ type: 'GoToCheckout', confirmed: true });
    expect(confirmed.kind).toBe('accepted');
    expect(bakery.projections().checkout).toMatchObject({
      itemsTotal: 7500,
      shortfall: 500,
      deliveryFee: 2000,
      total: 10000,
    });
  });

  it('validates the checkout form in the spec order (spec 000 §5 "Checkout form")', async () => {
    const { store } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['후라이드'] } },
    ]);
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      rejection: {
        message:
          '지금은 배달 가능한 시간이 아니거나, 현재 위치에는 배달하지 않습니다. 확인 후 다시 주문해주세요.',
      },
    });
    await store.dispatch({ type: 'GoToCheckout' });
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      rejection: { message: '상세 주소를 입력해 주세요' },
    });
    await store.dispatch({ type: 'SetAddressDetail', detail: '3층' });
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      rejection: { message: '휴대 전화 번호를 입력해 주세요' },
    });
    await store.dispatch({ type: 'SetPhone', phone: '01012345678' });
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      rejection: { message: '휴대 전화 번호를 인증해 주세요.' },
    });
  });

  it('checks SMS codes locally before the server (spec 000 §5 "SMS code")', async () => {
    const { store, ports } = testStore();
    await store.dispatch({ type: 'SetPhone', phone: '01012345678' });
    expect(await store.dispatch({ type: 'VerifySmsCode', code: '1234' })).toMatchObject({
      rejection: { message: '먼저 인증번호를 요청해주세요.' },
    });
    await store.dispatch({ type: 'RequestSmsCode' });
    expect(store.projections().checkout.phone.status).toBe('requested');
    expect(await store.dispatch({ type: 'VerifySmsCode', code: '' })).toMatchObject({
      rejection: { message: '인증번호를 입력해주세요.' },
    });
    expect(await store.dispatch({ type: 'VerifySmsCode', code: '12a4' })).toMatchObject({
      rejection: { message: '인증번호는 4자리 숫자만 입력해주세요.' },
    });
    ports.clock.advance(3 * 60_000 + 31_000);
    expect(
      await store.dispatch({ type: 'VerifySmsCode', code: ports.gateway.outbox.get('01012345678') ?? '' }),
    ).toMatchObject({
      rejection: { message: '인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.' },
    });
  });

  it('answers the phone check "ban" with the request-limit text (spec 000 §8 "SMS")', async () => {
    const { store, ports } = testStore();
    await store.dispatch({ type: 'SetPhone', phone: '01012345678' });
    ports.gateway.failNext('isPhoneVerified', { kind: 'rejected', status: 429, code: 'ban' });
    expect(await store.dispatch({ type: 'RequestSmsCode' })).toMatchObject({
      rejection: { message: '요청 회수를 초과했습니다. 잠시 기다렸다 다시 요청해주세요.' },
    });
    // Any other refusal of the check is a retry-later; the service down is its own text (§8 "General").
    ports.gateway.failNext('isPhoneVerified', { kind: 'rejected', status: 400 });
    expect(await store.dispatch({ type: 'RequestSmsCode' })).toMatchObject({
      rejection: { message: '잠시 기다렸다 다시 재요청해주세요.' },
    });
    ports.gateway.failNext('isPhoneVerified', { kind: 'timeout' });
    expect(await store.dispatch({ type: 'RequestSmsCode' })).toMatchObject({
      rejection: { message: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.' },
    });
    expect(store.projections().checkout.phone.status).toBe('unverified');
  });

  it('shows the service-problem text when the gateway is down, and keeps the cart (spec 000 §8 "General")', async () => {
    const { store, ports } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
    ]);
    ports.gateway.failNext('submitCart', { kind: 'unavailable', status: 503 });
    expect(await store.dispatch({ type: 'GoToCheckout' })).toMatchObject({
      kind: 'rejected',
      rejection: { message: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.' },
    });
    expect(store.projections().cart.items).toHaveLength(1);
    expect(store.projections().checkout.passedInsertCart).toBe(false);
  });

  it('applies a coupon, floors the total at 0, and asks before cancelling (spec 000 §5 "The total after coupon is floored at 0.")', async () => {
    const { store, ports } = testStore();
    await run(store, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
      { type: 'GoToCheckout' },
      { type: 'ApplyCoupon', code: 'WELCOME3000' },
    ]);
    expect(store.getState().checkout.coupon.status).toBe('none');
    await run(store, [{ type: 'SetPhone', phone: '01012345678' }, { type: 'RequestSmsCode' }]);
    await store.dispatch({ type: 'VerifySmsCode', code: ports.gateway.outbox.get('01012345678') ?? '' });
    expect((await store.dispatch({ type: 'ApplyCoupon', code: 'WELCOME3000' })).kind).toBe('accepted');
    expect(store.projections().checkout).toMatchObject({
      coupon: { status: 'verified', amount: -3000 },
      total: 15000,
    });
    expect(ports.gateway.calls.get('couponDisuse')).toBe(1);

    expect((await store.dispatch({ type: 'CancelCoupon' })).kind).toBe('needs-confirmation');
    await store.dispatch({ type: 'CancelCoupon', confirmed: true });
    await store.dispatch({ type: 'ApplyCoupon', code: 'HUGE100000' });
    expect(store.projections().checkout).toMatchObject({
      coupon: { status: 'verified', amount: -18000 },
      total: 0,
    });
  });

  it('logs in a member, refuses a withdrawal-reserved one, and logs out (spec 001 §6)', async () => {
    const { store } = testStore();
    expect(
      await store.dispatch({ type: 'LogIn', email: 'leaving@example.com', password: 'Jumun!2026' }),
    ).toMatchObject({
      kind: 'rejected',
    });
    expect(store.projections().session.loggedIn).toBe(false);
    await store.dispatch({ type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' });
    expect(store.projections().session).toMatchObject({ loggedIn: true, customerId: '900001' });
    await store.dispatch({ type: 'LogOut' });
    expect(store.projections().session.loggedIn).toBe(false);
  });

  it('preselects a payment for a member and none for a guest (spec 000 §4 "Payment defaults")', async () => {
    const guest = testStore().store;
    await run(guest, [
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
      { type: 'GoToCheckout' },
    ]);
    expect(guest.projections().checkout.payment).toBeNull();

    const member = testStore().store;
    await run(member, [
      { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
      { type: 'GoToCheckout' },
    ]);
    // an online restaurant prefers card (PG_CARD)
    expect(member.projections().checkout.payment).toBe('pg_card');
    // and the checkout opens with the member's last-login phone, to be verified
    expect(member.projections().checkout.phone).toMatchObject({
      number: '01012345678',
      status: 'unverified',
    });
    expect(guest.projections().checkout.phone.number).toBe('');
  });

  it('asks for the discount info at checkout entry and refuses a coupon the cart may not use (spec 000 §3 "Discount info response … meta.can_use_coupon")', async () => {
    const { ports } = testStore();
    const gateway = {
      ...ports.gateway,
      discountInfo: () =>
        Promise.resolve({
          ok: true as const,
          value: {
            additional_discount: 0,
            can_use_coupon: false,
            online_payment: { additional_discount: -1000, restaurant_discount: 0 },
          },
        }),
    };
    const store = createStore({ ports: { ...ports, gateway }, handlers, reactions });
    await checkoutWithVerifiedPhone(store, ports.gateway.outbox);
    expect(store.projections().checkout).toMatchObject({ canUseCoupon: false, onlinePaymentDiscount: -1000 });
    expect(await store.dispatch({ type: 'ApplyCoupon', code: 'WELCOME3000' })).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'COUPON_NOT_USABLE' },
    });
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('refuses a blocked member at checkout, before the cart is inserted (spec 000 §5 "Blocked user")', async () => {
    const { store, ports } = testStore();
    ports.blocked.add('900001:01012345678');
    await run(store, [
      { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
      yeoksam,
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
    ]);
    expect(await store.dispatch({ type: 'GoToCheckout' })).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'PAGE_LOAD_PROBLEM' },
    });
    expect(store.projections().checkout.passedInsertCart).toBe(false);
    expect(ports.gateway.calls.get('submitCart')).toBeUndefined();
  });

  it('asks the restaurant again when the delivery location moved after it was opened (spec 000 §8 "Outside the delivery area")', async () => {
    const { ports } = testStore();
    // given a restaurant that reaches 역삼동 (37.4995) but not 서초동
    const gateway = {
      ...ports.gateway,
      restaurant: async (q: Parameters<typeof ports.gateway.restaurant>[0]) => {
        const answer = await ports.gateway.restaurant(q);
        return answer.ok
          ? { ...answer, value: { ...answer.value, reachable: q.point?.lat === 37.4995 } }
          : answer;
      },
    };
    const store = createStore({ ports: { ...ports, gateway }, handlers, reactions });
    await run(store, [yeoksam, { type: 'OpenRestaurant', restaurantId: 1001 }]);
    // when the customer moves to 서초동 (another zipcode: the cart starts over) and orders
    await run(store, [
      { type: 'SetLocation', address: '서초동' },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
    ]);
    // then the restaurant is asked again for the new point, and it does not deliver there
    expect(await store.dispatch({ type: 'GoToCheckout' })).toMatchObject({
      kind: 'rejected',
      rejection: {
        code: 'OUTSIDE_DELIVERY_AREA',
        message: '현재 위치는 음식점의 배달 지역이 아닙니다. 주소를 수정해주세요.',
      },
      navigate: '/location/',
    });
    // and back at 역삼동 it is asked again, reaches it, and the checkout opens
    await run(store, [yeoksam, { type: 'AddItem', menu: '치즈볼', amount: 3 }]);
    expect((await store.dispatch({ type: 'GoToCheckout' })).kind).toBe('accepted');
    expect(replay(store.log())).toEqual(store.projections());
  });
});

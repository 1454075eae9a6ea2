import { describe, expect, it } from 'vitest';
import type { Command } from '../commands/commands.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import { testStore } from './testing/test-store.ts';

const tokenRefused: GatewayFailure = {
  kind: 'rejected',
  status: 401,
  code: 'token_invalid',
  message: 'expired or malformed token',
};

/** A guest at checkout (치즈볼 × 3 at 1001), 101호 and the phone verified, the method still to choose. */
async function guestAtCheckout() {
  const { store, ports } = testStore();
  const commands: Command[] = [
    { type: 'SetLocation', address: '역삼동' },
    { type: 'OpenRestaurant', restaurantId: 1001 },
    { type: 'AddItem', menu: '치즈볼', amount: 3 },
    { type: 'GoToCheckout' },
    { type: 'SetAddressDetail', detail: '101호' },
    { type: 'SetComment', comment: '문 앞에 놓아주세요' },
    { type: 'SetPhone', phone: '01012345678' },
    { type: 'RequestSmsCode' },
  ];
  for (const command of commands) await store.dispatch(command);
  await store.dispatch({ type: 'VerifySmsCode', code: ports.gateway.outbox.get('01012345678') ?? '' });
  return { store, gateway: ports.gateway };
}

const types = (events: readonly { readonly type: string }[]) => events.map((e) => e.type);

describe("a guest's refused token", () => {
  it('gets a new anonymous customer, sends the cart again and decides the command once more', async () => {
    const { store, gateway } = await guestAtCheckout();
    const oldCustomer = store.getState().session.customerId;
    gateway.failNext('refreshCart', tokenRefused);
    const outcome = await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
    expect(outcome.kind).toBe('accepted');
    const state = store.getState();
    expect(state.session.customerId).not.toBe(oldCustomer);
    expect(state.session.anonymous).toBe(true);
    expect(state.checkout.payment).toBe('cash');
    expect(state.checkout.stage).toBe('inserted');
    // what the customer entered is kept; the proof of the phone was the old customer's
    expect(state.checkout.addressDetail).toBe('101호');
    expect(state.checkout.comment).toBe('문 앞에 놓아주세요');
    expect(state.checkout.phone).toMatchObject({ number: '01012345678', status: 'unverified' });
    expect(gateway.calls.get('anonymousCustomer')).toBe(2);
    expect(gateway.calls.get('submitCart')).toBe(2);
    // the refused try is not recorded; the renewal, the cart's entry and the choice are
    const last = types(store.log()).slice(types(store.log()).lastIndexOf('GuestRenewed'));
    expect(last[0]).toBe('GuestRenewed');
    expect(last).toContain('CartInserted');
    expect(last.at(-1)).toBe('CartInserted');
    expect(last).toContain('PaymentChosen');
  });

  it('enters checkout from the cart without telling a guest who never logged in to log in again', async () => {
    const { store, ports } = testStore();
    for (const command of [
      { type: 'SetLocation', address: '역삼동' },
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '치즈볼', amount: 3 },
      { type: 'GoToCheckout' },
    ] as const)
      await store.dispatch(command);
    await store.dispatch({ type: 'AddItem', menu: '치즈볼' });
    ports.gateway.failNext('submitCart', tokenRefused);
    const outcome = await store.dispatch({ type: 'GoToCheckout' });
    expect(outcome.kind).toBe('accepted');
    expect(store.getState().checkout.stage).toBe('inserted');
    expect(types(store.log())).toContain('GuestRenewed');
    expect(types(store.log())).not.toContain('CartInsertFailed');
  });

  it('renews once: a second refusal in the same dispatch reaches the customer', async () => {
    const { store, gateway } = await guestAtCheckout();
    gateway.failNext('refreshCart', tokenRefused, 2);
    const outcome = await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
    expect(outcome.kind).toBe('rejected');
    expect(gateway.calls.get('anonymousCustomer')).toBe(2);
  });

  it('stays refused when no new customer comes (the server down)', async () => {
    const { store, gateway } = await guestAtCheckout();
    const oldCustomer = store.getState().session.customerId;
    gateway.failNext('refreshCart', tokenRefused);
    gateway.failNext('anonymousCustomer', { kind: 'unavailable', status: 503 });
    const outcome = await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
    expect(outcome.kind).toBe('rejected');
    expect(store.getState().session.customerId).toBe(oldCustomer);
    expect(types(store.log())).not.toContain('GuestRenewed');
  });

  it("is no member's: a member's refused token is not renewed as a guest", async () => {
    const { store, gateway } = await guestAtCheckout();
    await store.dispatch({ type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' });
    expect(store.getState().session.loggedIn).toBe(true);
    const calls = gateway.calls.get('anonymousCustomer');
    gateway.failNext('refreshCart', tokenRefused);
    await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
    expect(gateway.calls.get('anonymousCustomer')).toBe(calls);
    expect(types(store.log())).not.toContain('GuestRenewed');
  });

  it('a refusal of something else is no reason to renew', async () => {
    const { store, gateway } = await guestAtCheckout();
    gateway.failNext('refreshCart', { kind: 'rejected', status: 400, message: '장바구니가 없습니다.' });
    await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
    expect(gateway.calls.get('anonymousCustomer')).toBe(1);
  });
});

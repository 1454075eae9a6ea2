// An order placed the way the CLI places one: the domain store and its handlers in Node, over the
// HTTP gateway of the test's reference gateway, the phone verified through the sandbox SMS outbox.
// Its storage (the event log, the guest's token, the device id) can then be handed to a browser
// context, which continues as the same customer: the thank-you tests start from there, and a member
// logged in here (there is no login screen yet) goes on to the checkout screen.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { fetchTransport } from '../../adapters/http/fetch-transport.ts';
import { httpGateway } from '../../adapters/http/http-gateway.ts';
import { storageOrderOwners } from '../../adapters/http/order-owners.ts';
import { httpPaymentProvider } from '../../adapters/http/payment-provider.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import { httpProviderLogout } from '../../adapters/http/provider-logout.ts';
import { storageTokens } from '../../adapters/http/tokens.ts';
import { persistentStore } from '../../adapters/storage/persistent-store.ts';
import type { PaymentMethod } from '../../domain/checkout/payment.ts';
import type { Command } from '../../domain/commands/commands.ts';
import { handlers } from '../../domain/intents/index.ts';
import type { Ports } from '../../domain/ports/gateway.ts';
import type { KeyValueStorage, StorageArea } from '../../domain/ports/storage.ts';
import type { CheckoutView } from '../../domain/projections/checkout-view.ts';
import { reactions } from '../../domain/reactions/index.ts';
import type { Store } from '../../domain/store/store.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { payButton } from './checkout-steps.ts';
import { appUrl } from './harness.ts';

/** Storage in two maps whose entries can be copied into a browser. */
function copyableStorage() {
  const areas: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };
  const storage: KeyValueStorage = {
    get: (area, key) => areas[area].get(key) ?? null,
    set: (area, key, value) => void areas[area].set(key, value),
    remove: (area, key) => void areas[area].delete(key),
  };
  return { storage, entries: () => ({ session: [...areas.session], local: [...areas.local] }) };
}

export interface NodeOrderInput {
  readonly restaurantId?: number;
  /** AddItem commands' menu and options; 후라이드치킨 with 양념 by default. */
  readonly items?: readonly { readonly menu: string; readonly options?: Record<string, string[]> }[];
  /** A fresh phone per order (the SMS send limit counts per phone). */
  readonly phone: string;
  readonly payment: PaymentMethod;
  /** 요청사항, if any. */
  readonly comment?: string;
}

export interface NodeOrder {
  readonly store: Store;
  readonly checkout: CheckoutView;
  /** What the browser needs to be this customer: session and local storage entries. */
  readonly storage: { readonly session: [string, string][]; readonly local: [string, string][] };
}

export async function run(store: Store, command: Command): Promise<void> {
  const outcome = await store.dispatch(command);
  if (outcome.kind !== 'accepted')
    throw new Error(`${command.type}: ${outcome.kind} ${JSON.stringify(outcome.rejection)}`);
}

export async function sandboxCode(gateway: RunningGateway, phone: string): Promise<string> {
  const res = await fetch(`${gateway.url}/sandbox/sms?phone=${phone.replace(/\D/g, '')}`);
  const body = (await res.json()) as { code?: string };
  if (typeof body.code !== 'string') throw new Error(`no SMS code for ${phone}`);
  return body.code;
}

/**
 * A store in Node over the test gateway, its storage copyable into a browser; on the gateway's fixed
 * time unless given a clock (a device that ordered a few minutes apart).
 */
export function nodeStore(
  gateway: RunningGateway,
  clock: Ports['clock'] = { now: () => Date.parse(TEST_NOW) },
) {
  const { storage, entries } = copyableStorage();
  const deviceId = randomUUID();
  storage.set('local', 'device_id', deviceId);
  const ports: Ports = {
    gateway: httpGateway({
      deviceId,
      transport: fetchTransport(),
      profile: defaultProfile(gateway.url),
      tokens: storageTokens(storage),
      userAgent: 'jumun-e2e',
      // as the browser keeps them (web/store/command-side.ts): a guest's order stays its own
      orderOwners: storageOrderOwners(storage),
    }),
    clock,
    ids: { next: () => randomUUID() },
    blocklist: { isBlocked: () => Promise.resolve(false) },
    device: { cookiesEnabled: () => true, isMobile: () => true },
    socialProvider: httpProviderLogout(fetchTransport(), gateway.url),
    paymentProvider: httpPaymentProvider(fetchTransport(), gateway.url),
  };
  return { store: persistentStore({ ports, handlers, reactions, storage }), entries };
}

/** What the browser needs to be a customer: session and local storage entries. */
export interface NodeCustomer {
  readonly storage: NodeOrder['storage'];
}

/** A member logged in through the domain store (there is no login screen yet), nothing else done. */
export async function memberInNode(
  gateway: RunningGateway,
  email: string,
  password: string,
  options: { readonly maintainLogin?: boolean } = {},
): Promise<NodeCustomer & { readonly store: Store }> {
  const { store, entries } = nodeStore(gateway);
  await run(store, {
    type: 'LogIn',
    email,
    password,
    ...(options.maintainLogin === undefined ? {} : { maintainLogin: options.maintainLogin }),
  });
  return { store, storage: entries() };
}

/** Places one order as a guest, up to SubmitOrder (or only up to the pay button with `submit: false`). */
export async function placeOrderInNode(
  gateway: RunningGateway,
  input: NodeOrderInput,
  options: { readonly submit?: boolean } = {},
): Promise<NodeOrder> {
  const { store, entries } = nodeStore(gateway);
  const items = input.items ?? [{ menu: '후라이드치킨', options: { 맛: ['양념'] } }];
  const steps: Command[] = [
    { type: 'SetLocation', address: '서울 강남구 역삼동' },
    { type: 'OpenRestaurant', restaurantId: input.restaurantId ?? 1001 },
    ...items.map((i): Command => ({ type: 'AddItem', menu: i.menu, options: i.options ?? {}, amount: 1 })),
    { type: 'GoToCheckout', confirmed: true },
    { type: 'SetAddressDetail', detail: '역삼빌딩 5층' },
    { type: 'SetPhone', phone: input.phone },
    { type: 'RequestSmsCode' },
  ];
  for (const step of steps) await run(store, step);
  await run(store, { type: 'VerifySmsCode', code: await sandboxCode(gateway, input.phone) });
  await run(store, { type: 'ChoosePayment', payment: input.payment });
  if (input.comment !== undefined) await run(store, { type: 'SetComment', comment: input.comment });
  if (options.submit !== false) await run(store, { type: 'SubmitOrder', confirmed: true });
  return {
    store,
    checkout: store.projections().checkout,
    storage: entries(),
  };
}

/**
 * Leaves the app for a blank page of its origin, served by the test itself: its storage can be read
 * or written there with no app running to write its log back.
 */
export async function openBlankPage(page: Page, gateway: RunningGateway): Promise<void> {
  const blank = `${gateway.url}/e2e-blank`;
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="ko"><title>e2e</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(blank);
  await page.unroute(blank);
}

/**
 * Makes the browser context this customer: its storage is written on a blank same-origin page (served
 * by the test itself, so the app does not start), before the test opens the app or a payment page.
 */
export async function becomeCustomer(
  page: Page,
  gateway: RunningGateway,
  order: NodeCustomer,
): Promise<void> {
  await openBlankPage(page, gateway);
  await page.evaluate((s) => {
    for (const [k, v] of s.session) sessionStorage.setItem(k, v);
    for (const [k, v] of s.local) localStorage.setItem(k, v);
  }, order.storage);
}

/**
 * A guest at checkout with everything filled in (역삼빌딩 5층, the phone proven, `payment` chosen),
 * got there as the CLI gets there and handed to the browser: for a test whose subject starts at the
 * pay button. The walk there by taps is checkout-order's, checkout-sms's and checkout-validation's.
 */
export async function readyToPayFromNode(
  page: Page,
  gateway: RunningGateway,
  input: Pick<NodeOrderInput, 'phone' | 'payment'> & Partial<Pick<NodeOrderInput, 'items'>>,
): Promise<void> {
  const order = await placeOrderInNode(gateway, input, { submit: false });
  await becomeCustomer(page, gateway, order);
  await page.goto(appUrl(gateway, '/checkout/'));
  await payButton(page).waitFor();
}

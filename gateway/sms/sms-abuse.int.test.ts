// Texting costs money and a verification proves a phone: the send limits of every SMS route (per
// phone, per customer, per client address, the daily budget) and a verification that belongs to
// the customer who asked for it (issue 16 point 4).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { ClockGateway } from '../member/testing/clock-gateway.ts';
import { startClockGateway } from '../member/testing/clock-gateway.ts';
import { otherCode, outboxCode } from '../member/testing/sms-steps.ts';
import { callWire, okWire } from '../member/testing/wire-client.ts';
import {
  acceptedCart,
  type Customer,
  friedChicken,
  orderBodyFor,
  rejected,
  submitOrder,
} from '../ordering/testing/checkout-steps.ts';
import {
  type OrderingHarness,
  START_TIMEOUT_MS,
  startOrderingHarness,
} from '../ordering/testing/ordering-harness.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { defaultSmsLimits, SMS_BUDGET_WINDOW_MS } from './sms-policy.ts';

const ban = { ok: false, status: 429, body: { error_code: 'ban', error_message: messages.SMS_BAN } };

const sendCode = (url: string, phone: string, token?: string, customer_id: string | null = null) =>
  callWire(url, 'sms.send', { payload: { customer_id, phone, context: 'ORDER' }, token: token ?? null });
const appLink = (url: string, phone: string, token?: string) =>
  callWire(url, 'sms.app-link', { payload: { phone }, token: token ?? null });
const checkCode = (url: string, phone: string, code: string, token?: string) =>
  okWire(url, 'sms.check', { params: { phone }, payload: { code }, token: token ?? null });
const isVerified = (url: string, phone: string, token?: string) =>
  callWire(url, 'sms.phone-verified', { params: { phone }, token: token ?? null });

/** A guest's token, as the client gets one (spec 001 §7 "Anonymous customer"). */
async function guestToken(url: string, device: string): Promise<string> {
  const guest = await okWire(url, 'member.anonymous-customer', { payload: { device_id: device } });
  return guest.access_token;
}

const phoneNo = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;

describe('send limits of every SMS route (defaults: sms-policy.ts)', () => {
  let g: ClockGateway;
  beforeAll(async () => {
    g = await startClockGateway();
  }, START_TIMEOUT_MS);
  afterAll(() => g?.close());
  // every test starts after every window of the one before
  beforeEach(() => g.clock.advance(SMS_BUDGET_WINDOW_MS));

  it(`one client without a token texting 50 phones: after ${defaultSmsLimits.perAddress}, 'ban' and nothing sent`, async () => {
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await sendCode(g.url, phoneNo('0104100', i)));
    const allowed = defaultSmsLimits.perAddress;
    expect(answers.slice(0, allowed).every((a) => a.ok && a.body.result === 'success')).toBe(true);
    for (const refused of answers.slice(allowed)) expect(refused).toEqual(ban);
    expect((await fetch(`${g.url}/sandbox/sms?phone=${phoneNo('0104100', allowed)}`)).status).toBe(404);
    // the limit is the client's: an hour later it may text again
    g.clock.advance(defaultSmsLimits.clientWindowMs);
    expect(await sendCode(g.url, phoneNo('0104100', 49))).toMatchObject({
      ok: true,
      body: { result: 'success' },
    });
  });

  it(`the app link 30 times to one phone: after ${defaultSmsLimits.perPhone}, 'ban', and codes to that phone too`, async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await appLink(g.url, '01041010000')).status);
    const allowed = defaultSmsLimits.perPhone;
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(30 - allowed).fill(429)]);
    expect(await appLink(g.url, '01041010000')).toEqual(ban);
    const token = await guestToken(g.url, 'device-app-link');
    expect(await sendCode(g.url, '01041010000', token)).toEqual(ban);
  });

  it(`one customer texting many phones: after ${defaultSmsLimits.perCustomer}, 'ban'; another customer at the same address may`, async () => {
    const a = await guestToken(g.url, 'device-a');
    const b = await guestToken(g.url, 'device-b');
    const answers = [];
    for (let i = 0; i <= defaultSmsLimits.perCustomer; i++)
      answers.push(await sendCode(g.url, phoneNo('0104102', i), a));
    expect(answers.filter((x) => x.ok)).toHaveLength(defaultSmsLimits.perCustomer);
    expect(answers.at(-1)).toEqual(ban);
    expect(await appLink(g.url, '01041029999', a)).toEqual(ban);
    expect(await sendCode(g.url, '01041029999', b)).toMatchObject({ ok: true, body: { result: 'success' } });
  });

  it("isveriphone answers 'ban' to a requester who may send no more, and 0 to one who may", async () => {
    const a = await guestToken(g.url, 'device-isveri');
    for (let i = 0; i < defaultSmsLimits.perCustomer; i++) await sendCode(g.url, phoneNo('0104103', i), a);
    expect(await isVerified(g.url, '01041039999', a)).toEqual({ ok: false, status: 429, body: 'ban' });
    const b = await guestToken(g.url, 'device-isveri-b');
    expect(await isVerified(g.url, '01041039999', b)).toEqual({ ok: true, status: 200, body: 0 });
  });
});

describe('the daily budget of the whole gateway (a setting)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ smsLimits: { dailyBudget: 3 } });
  }, START_TIMEOUT_MS);
  afterAll(() => gateway?.close());

  it('counts codes and app links of every client; beyond it every SMS route answers ban', async () => {
    const tokens = await Promise.all(['d1', 'd2', 'd3', 'd4'].map((d) => guestToken(gateway.url, d)));
    expect(await sendCode(gateway.url, '01042000001', tokens[0])).toMatchObject({ ok: true });
    expect(await sendCode(gateway.url, '01042000002', tokens[1])).toMatchObject({ ok: true });
    expect(await appLink(gateway.url, '01042000003', tokens[2])).toMatchObject({ ok: true });
    expect(await sendCode(gateway.url, '01042000004', tokens[3])).toEqual(ban);
    expect(await appLink(gateway.url, '01042000005')).toEqual(ban);
  });
});

describe('a verification belongs to the customer who asked for it, for that phone', () => {
  let h: OrderingHarness;
  beforeAll(async () => {
    h = await startOrderingHarness();
  }, START_TIMEOUT_MS);
  afterAll(() => h?.close());

  const guest = async (id: string, phone: string): Promise<Customer> => ({
    id,
    phone,
    token: await h.token(id, false),
  });

  it('another customer cannot order with a phone someone else verified, nor learn that it is verified', async () => {
    const url = h.gateway.url;
    const owner = await guest('v-owner', '01043000001');
    const other = await guest('v-other', '01043000001');
    await sendCode(url, owner.phone, owner.token, owner.id);
    const code = await outboxCode(url, owner.phone);
    expect(await checkCode(url, owner.phone, code, owner.token)).toMatchObject({ result: true });

    expect(await isVerified(url, owner.phone, owner.token)).toMatchObject({ ok: true, body: 1 });
    expect(await isVerified(url, owner.phone, other.token)).toMatchObject({ ok: true, body: 0 });
    expect(await isVerified(url, owner.phone)).toMatchObject({ ok: true, body: 0 });
    expect(await sendCode(url, other.phone, other.token)).toMatchObject({ body: { result: 'success' } });

    const othersCart = await acceptedCart(h, other, 1001, [friedChicken()]);
    const refused = await submitOrder(h, other, orderBodyFor(other, othersCart));
    expect(rejected(refused).errors).toEqual([['phone', messages.PHONE_NOT_VERIFIED]]);
    const ownersCart = await acceptedCart(h, owner, 1001, [friedChicken()]);
    expect((await submitOrder(h, owner, orderBodyFor(owner, ownersCart))).status).toBe(200);
  });

  it("tries count per requester: someone who knows the phone cannot spend the victim's tries", async () => {
    const url = h.gateway.url;
    const victim = await guest('v-victim', '01043000002');
    const attacker = await guest('v-attacker', '01043000002');
    await sendCode(url, victim.phone, victim.token);
    const code = await outboxCode(url, victim.phone);
    const wrong = otherCode(code);
    for (let i = 0; i < 5; i++) {
      expect(await checkCode(url, victim.phone, wrong, attacker.token)).toEqual({
        result: false,
        message: messages.SMS_NOT_REQUESTED,
      });
      expect(await checkCode(url, victim.phone, wrong)).toMatchObject({ result: false });
    }
    // a fresh code of the attacker's own, guessed to the end, leaves the victim's code alone
    await sendCode(url, attacker.phone, attacker.token);
    const guess = otherCode(await outboxCode(url, attacker.phone));
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push((await checkCode(url, attacker.phone, guess, attacker.token)).result);
    expect(results.at(-1)).toBe('too_many_trials');
    expect(await checkCode(url, victim.phone, code, victim.token)).toMatchObject({ result: true });
  });

  it('refuses a send that names another customer than the token’s (403)', async () => {
    const who = await guest('v-named', '01043000003');
    expect(await sendCode(h.gateway.url, who.phone, who.token, 'someone-else')).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

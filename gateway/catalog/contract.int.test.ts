// Every call of the contract this team serves (catalogue and content) has a route at its method and
// host-prefixed path (spec 000 §7, spec 001 §7: "every call served at exactly its method and path").
// The whole-table check for the lead is missingRoutes(app) from testing/route-coverage.ts.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallName, callList, calls } from '../../contract/calls.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { missingRoutes } from './testing/route-coverage.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const catalogAndContentCalls: readonly CallName[] = [
  'restaurant.detail',
  'restaurant.list',
  'restaurant.search',
  'restaurant.menu',
  'restaurant.info',
  'review.list',
  'review.rating',
  'review.report',
  'review.report-reply',
  'payment.methods',
  'order.legacy-submit',
  'geo.reverse-geocode',
  'geo.geocode',
  'geo.district-search',
  'geo.restaurants-available',
  'geo.place-extra-info',
  'sms.app-link',
  'content.banners',
  'content.proxy',
  'content.service-info',
  'content.service-status',
  'content.notices',
  'content.faq',
  'content.event',
  'content.template',
  'poll.choices',
  'poll.submit',
];

describe('the contract', () => {
  it('has a route for every call of both section-7 tables', () => {
    expect(missingRoutes(gateway.app)).toEqual([]);
  });
});

describe('the catalogue and content calls of the contract', () => {
  it('each has a route at exactly its method and host-prefixed path', () => {
    const ours = catalogAndContentCalls.map((name) => calls[name]);
    expect(missingRoutes(gateway.app, ours)).toEqual([]);
    const everyMissing = missingRoutes(gateway.app);
    expect(everyMissing.filter((line) => ours.some((c) => line.endsWith(`(${c.name})`)))).toEqual([]);
  });

  it('serves them under the host prefixes: /gateway for the gateway host, /payment for payment, none for api', async () => {
    const search = await fetch(
      `${gateway.url}/gateway/discovery/search/restaurant?lat=37.5&lng=127.03&search=치킨`,
    );
    expect(search.status).toBe(200);
    expect(
      (await fetch(`${gateway.url}/discovery/search/restaurant?lat=37.5&lng=127.03&search=치킨`)).status,
    ).toBe(404);
    expect((await fetch(`${gateway.url}/payment/v2/checkout-methods?merchant_type=MOBILE_WEB`)).status).toBe(
      200,
    );
  });
});

describe('missingRoutes', () => {
  it('names every call of the table a bare server lacks, as "METHOD /prefixed/path (name)"', async () => {
    const bare = Fastify();
    await bare.ready();
    const missing = missingRoutes(bare);
    expect(missing).toHaveLength(callList.length);
    expect(missing).toContain('GET /gateway/adiyo/geocode (geo.geocode)');
    expect(missing).toContain('POST /member/v2/send-phone-certification-code (sms.send)');
    await bare.close();
  });
});

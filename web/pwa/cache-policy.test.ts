// Which calls the service worker may answer from its cache, checked against every call of the
// contract: the catalogue reads and nothing else; no call that holds a customer's cart, checkout,
// payment, phone, coupon, login, order or its progress ever matches a caching route.
import { describe, expect, it } from 'vitest';
import { defaultProfile, hostBase } from '../../adapters/http/profile.ts';
import { fillPattern, patternParams } from '../../contract/call-def.ts';
import { type AnyCall, callList } from '../../contract/calls.ts';
import { CATALOGUE_READS, callUrlPattern, NETWORK_ONLY_FAMILIES } from './cache-policy.ts';
import { runtimeCaching } from './runtime-caching.ts';

const ORIGIN = 'http://127.0.0.1:8080';

/** A URL the app would send for `call`, with every path parameter filled and a query. */
function sampleUrl(call: AnyCall, query = '?lat=37.5&lng=127.03&page=1'): string {
  const params = Object.fromEntries(patternParams(call.pattern).map((name) => [name, '1001']));
  return `${hostBase(defaultProfile(ORIGIN), call.host)}${fillPattern(call.pattern, params)}${query}`;
}

/** The worker's routes that would answer a request, as Workbox matches them (method and full URL). */
function routesAnswering(method: string, url: string) {
  return runtimeCaching().filter(
    (route) =>
      (route.method ?? 'GET') === method && route.urlPattern instanceof RegExp && route.urlPattern.test(url),
  );
}

const family = (call: AnyCall) => call.name.split('.')[0] ?? '';

describe('the service worker caches the catalogue reads only', () => {
  it.each(NETWORK_ONLY_FAMILIES)(
    'the contract has %s calls, and none of them matches a caching route',
    (name) => {
      const calls = callList.filter((call) => family(call) === name);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls)
        for (const url of [sampleUrl(call), sampleUrl(call, '')]) {
          expect(routesAnswering(call.method, url), `${call.name} ${url}`).toEqual([]);
          expect(routesAnswering('GET', url), `${call.name} ${url}`).toEqual([]);
        }
    },
  );

  it('answers each catalogue read stale-while-revalidate, with and without a query', () => {
    for (const name of CATALOGUE_READS) {
      const call = callList.find((c) => c.name === name);
      if (call === undefined) throw new Error(`${name} is not in the contract`);
      for (const url of [sampleUrl(call), sampleUrl(call, '')])
        expect(
          routesAnswering('GET', url).map((r) => r.handler),
          `${name} ${url}`,
        ).toEqual(['StaleWhileRevalidate']);
    }
  });

  it('leaves every other call of the contract to the network', () => {
    const others = callList.filter((call) => !(CATALOGUE_READS as readonly string[]).includes(call.name));
    expect(others.length).toBe(callList.length - CATALOGUE_READS.length);
    for (const call of others) expect(routesAnswering(call.method, sampleUrl(call)), call.name).toEqual([]);
  });

  it('tells a restaurant from its menu and list, and another origin from the app', () => {
    expect(callUrlPattern('restaurant.detail').test(`${ORIGIN}/api/v2/restaurants/1001`)).toBe(true);
    expect(callUrlPattern('restaurant.detail').test(`${ORIGIN}/api/v1/restaurants/1001/menu/`)).toBe(false);
    expect(callUrlPattern('restaurant.detail').test(`${ORIGIN}/api/v2/restaurants?lat=1`)).toBe(false);
    expect(callUrlPattern('restaurant.list').test(`${ORIGIN}/api/v2/restaurants/1001`)).toBe(false);
    expect(
      callUrlPattern('restaurant.menu').test(`${ORIGIN}/api/v1/restaurants/1001/cart/check_stock_amount/`),
    ).toBe(false);
    expect(callUrlPattern('content.faq').test(`${ORIGIN}/x/api/v1/faq/`)).toBe(false);
  });
});

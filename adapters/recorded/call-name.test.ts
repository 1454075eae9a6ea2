import { describe, expect, it } from 'vitest';
import { fillPattern } from '../../contract/call-def.ts';
import { type CallName, callList } from '../../contract/calls.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { callNameOf, matchCall } from './call-name.ts';
import { requestPath, splitPath } from './url-path.ts';

describe('naming a request by the call table', () => {
  it('names every call from a path built from its sample parameters', () => {
    for (const call of callList) {
      const params = sampleOf(call.name as CallName).params as Record<string, unknown>;
      const path = `${fillPattern(call.pattern, params)}?x=1`;
      expect(callNameOf(call.method, path), path).toBe(call.name);
    }
  });

  it('hands over the path parameters decoded', () => {
    expect(matchCall('POST', '/order/cart/submit/food/900001/37.498168/127.02761')).toEqual({
      name: 'order.submit',
      params: { customer_id: '900001', lat: '37.498168', lng: '127.02761' },
    });
  });

  it('tells a list from a detail and GET from POST', () => {
    expect(callNameOf('GET', '/api/v2/restaurants?lat=37.5')).toBe('restaurant.list');
    expect(callNameOf('GET', '/api/v2/restaurants/1001')).toBe('restaurant.detail');
    expect(callNameOf('POST', '/api/v2/restaurants/1001')).toBeNull();
  });

  it('still names a call behind a host prefix the profile did not strip', () => {
    expect(callNameOf('POST', '/gateway/cart/v3/food/customers/900001/restaurants/1001/vd/')).toBe(
      'cart.submit',
    );
  });

  it('answers null outside the contract', () => {
    expect(callNameOf('GET', '/sandbox/sms/01012345678')).toBeNull();
  });
});

describe('host-independent paths', () => {
  it('strips the longest matching origin, else the scheme and host', () => {
    const origins = ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/gw'];
    expect(requestPath('http://127.0.0.1:8080/gw/order/1?a=1#top', origins)).toBe('/order/1?a=1');
    expect(requestPath('http://127.0.0.1:8080/gwx/1', origins)).toBe('/gwx/1');
    expect(requestPath('https://api.example.kr/api/v2/restaurants?lat=1')).toBe('/api/v2/restaurants?lat=1');
    expect(requestPath('https://api.example.kr')).toBe('/');
  });

  it('splits the query in the order sent', () => {
    expect(splitPath('/a?b=2&a=%ED%95%9C')).toEqual({
      pathname: '/a',
      query: [
        ['b', '2'],
        ['a', '한'],
      ],
    });
  });
});

// A menu as a read line holds it, and the order submit a session watched to send again.
import { describe, expect, it } from 'vitest';
import type { HttpRequest, Transport } from '../../adapters/http/transport.ts';
import type { MenuCategory } from '../../contract/menu.ts';
import { menuRead, resendOrder, watchOrderSubmits } from './gateway-reads.ts';

const item = (id: number, name: string, stock: number | null, options: [string, number | null][] = []) => ({
  id,
  name,
  slug: name,
  price: 1000 * id,
  discounted_price: null,
  soldout: stock === 0,
  stock_amount: stock,
  subchoices: [
    {
      slug: 'g',
      name: '맛',
      mandatory: true,
      multiple: false,
      multiple_count: 1,
      subchoices: options.map(([name, stock_amount], i) => ({
        slug: name,
        id: i,
        name,
        price: 0,
        stock_amount,
      })),
    },
  ],
});

describe('a menu read', () => {
  it('holds each item once and the stocks counted: 9999 and more, or none, is not counted', () => {
    const chicken = item(1, '후라이드치킨', 9999, [
      ['양념', 3],
      ['간장', 9999],
    ]);
    const menu = [
      { slug: 'top_items', name: '인기', items: [chicken] },
      { slug: 'main', name: '메인', items: [chicken, item(2, '치즈볼', 0), item(3, '콜라', null)] },
    ] as unknown as MenuCategory[];
    expect(menuRead(menu)).toEqual({
      items: [
        { name: '후라이드치킨', price: 1000, soldout: false, stock: null },
        { name: '치즈볼', price: 2000, soldout: true, stock: 0 },
        { name: '콜라', price: 3000, soldout: false, stock: null },
      ],
      stock: [
        { name: '후라이드치킨 / 맛 / 양념', stock: 3 },
        { name: '치즈볼', stock: 0 },
      ],
    });
  });
});

describe('the last order submit', () => {
  const origin = 'http://127.0.0.1:8080';
  const submit: HttpRequest = {
    method: 'POST',
    url: `${origin}/order/cart/submit/food/c1/37.5/127.03`,
    headers: { 'idempotency-key': 'k-1' },
    body: '{}',
    timeoutMs: 1000,
  };
  it('is watched once answered 2xx, and sent again as it went', async () => {
    const sent: HttpRequest[] = [];
    let status = 500;
    const inner: Transport = {
      send: async (r) => {
        sent.push(r);
        return { ok: true, response: { status, headers: {}, body: '{"order_number":"2611210007"}' } };
      },
    };
    const watched = watchOrderSubmits(inner, [origin]);
    await watched.send(submit);
    expect(watched.lastOrderSubmit()).toBeNull();
    status = 200;
    await watched.send(submit);
    expect(watched.lastOrderSubmit()).toBe(submit);
    expect(await resendOrder(inner, submit)).toEqual({ status: 200, orderNumber: '2611210007' });
    expect(sent.at(-1)?.headers['idempotency-key']).toBe('k-1');
    const gone: Transport = { send: async () => ({ ok: false, failure: { kind: 'reset' } as never }) };
    expect(await resendOrder(gone, submit)).toEqual({ status: 0, orderNumber: null });
  });
});

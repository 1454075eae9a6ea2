// The sandbox restaurant's menu desk, POST /sandbox/menu/{restaurantId}: a price or a sold-out flag
// changed while the gateway runs, seen by the very next menu read; a name the menu does not hold,
// a body that is no change, or a gateway without the sandbox, refused and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

let gateway: RunningGateway;
let plain: RunningGateway;
beforeAll(async () => {
  [gateway, plain] = await Promise.all([startTestGateway(), startTestGateway({ sandbox: false })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([gateway?.close(), plain?.close()]);
});

const change = (body: unknown, restaurant: number | string = 1001, on = gateway) =>
  fetch(`${on.url}/sandbox/menu/${restaurant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Entry {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly soldout?: boolean;
  readonly subchoices?: readonly Entry[];
}
async function item(name: string): Promise<Entry> {
  const menu = (await (await fetch(`${gateway.url}/api/v1/restaurants/1001/menu/`)).json()) as {
    items: Entry[];
  }[];
  const found = menu.flatMap((c) => c.items).find((i) => i.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe('the sandbox menu desk', () => {
  it("changes an item's price, seen by the next menu read", async () => {
    const answer = await change({ item: '콜라 1.25L', price: 5500 });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ name: '콜라 1.25L', price: 5500 });
    expect((await item('콜라 1.25L')).price).toBe(5500);
  });

  it('sells out an option of a group, by names', async () => {
    const answer = await change({ item: '후라이드치킨', group: '맛', option: '양념', soldout: true });
    expect(answer.status).toBe(200);
    const taste = (await item('후라이드치킨')).subchoices?.find((g) => g.name === '맛');
    expect(taste?.subchoices?.find((o) => o.name === '양념')?.soldout).toBe(true);
    expect((await change({ item: 1001001, option: 10010102, soldout: false })).status).toBe(200);
  });

  it('refuses a name the menu does not hold, saying which, and changes nothing', async () => {
    const before = await item('후라이드치킨');
    const missing = await change({ item: '후라이드치킨', group: '맛', option: '마늘', price: 1 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error_message: "'후라이드치킨'에 '마늘' 옵션이 없습니다." });
    expect((await change({ item: '피자', price: 1 })).status).toBe(404);
    expect((await change({ item: '콜라 1.25L', price: 1 }, 999999)).status).toBe(404);
    expect(await item('후라이드치킨')).toEqual(before);
  });

  it('refuses a body that is no change, naming the field', async () => {
    const cases: readonly [unknown, RegExp][] = [
      [{ item: '콜라 1.25L' }, /"price" or "soldout"/],
      [{ item: '콜라 1.25L', prize: 1 }, /unknown field "prize"/],
      [{ item: '콜라 1.25L', price: -1 }, /"price" is a whole number/],
      [{ item: '콜라 1.25L', group: '맛', price: 1 }, /"group" goes with "option"/],
      [{ item: ['콜라 1.25L'], price: 1 }, /"item" names a menu item/],
    ];
    for (const [body, message] of cases) {
      const answer = await change(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { error_message: string }).error_message).toMatch(message);
    }
    expect((await change({ item: '콜라 1.25L', price: 1 }, 'abc')).status).toBe(400);
  });

  it('is not there without the sandbox', async () => {
    expect((await change({ item: '콜라 1.25L', price: 1 }, 1001, plain)).status).toBe(404);
  });
});

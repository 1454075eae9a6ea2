// How the three common cassette misses read: a changed body field (a unified diff of the normalised
// bodies, in place), an extra request (of a call recorded and used up, or never recorded), and a
// different path or query.
import { describe, expect, it } from 'vitest';
import { replayTransport } from './replay-transport.ts';
import { cassetteOf, failureOf, interaction, request } from './testing/http-exchanges.ts';

const orderPath = '/order/cart/submit/food/900001/37.498168/127.02761';
const order = (comment: string) => ({
  cart_uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
  delivery_info: { street_number: '101동 1001호', user_comment: comment, phone: '01012345678' },
  payment: { service: 'cash', total: 41000 },
});
const detailPath = '/api/v2/restaurants/1001?serving_type=vd&lat=37.498168';
const cassette = cassetteOf(
  interaction('restaurant.detail', 'GET', detailPath, null, { id: 1001 }),
  interaction('order.submit', 'POST', orderPath, order(''), { order_number: '20261121-000001' }),
);

async function missOf(...requests: ReturnType<typeof request>[]): Promise<string> {
  const replay = replayTransport(cassette);
  let detail = '';
  for (const r of requests) {
    const result = await replay.send(r);
    if (!result.ok)
      detail = failureOf(result).kind === 'network' ? (result.failure as { detail: string }).detail : '';
  }
  return detail;
}

describe('the text of a cassette miss', () => {
  it('a changed body field: its JSON path, then the normalised bodies as a diff around it', async () => {
    const detail = await missOf(request('POST', orderPath, order('문 앞에 놓아 주세요')));
    expect(detail).toContain('$.delivery_info.user_comment: recorded "", got "문 앞에 놓아 주세요"');
    const lines = detail.split('\n');
    const at = lines.indexOf('  body (- recorded, + sent; volatile values normalised):');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1)).toEqual([
      '    …',
      '        "delivery_info": {',
      '          "street_number": "101동 1001호",',
      '    -     "user_comment": "",',
      '    +     "user_comment": "문 앞에 놓아 주세요",',
      '          "phone": "<phone>"',
      '        },',
      '    …',
    ]);
    // volatile values are normalised on both sides, so they never show as a change
    expect(detail).not.toMatch(/[-+] +"cart_uuid"/);
  });

  it('an extra request of a recorded call: every such interaction already answered', async () => {
    const detail = await missOf(request('GET', detailPath), request('GET', detailPath));
    expect(detail).toContain('identical after normalisation');
    expect(detail).toContain(
      "an extra request: the cassette's 1 restaurant.detail interaction was all answered",
    );
  });

  it('an extra request of a call never recorded says so, instead of only the nearest other call', async () => {
    const detail = await missOf(request('GET', '/api/v1/faq/'));
    expect(detail).toContain('the cassette has no content.faq request at all');
  });

  it('a different path or query: named by path and parameter, no body diff', async () => {
    const detail = await missOf(request('GET', '/api/v2/restaurants/1002?serving_type=vd&lat=37.5'));
    expect(detail).toContain('path: recorded "/api/v2/restaurants/1001", got "/api/v2/restaurants/1002"');
    expect(detail).toContain('query.lat: recorded "37.498168", got "37.5"');
    expect(detail).not.toContain('body (- recorded');
  });
});

import { describe, expect, it } from 'vitest';
import { testGateway } from './testing/scripted-gateway.ts';
import { json, text } from './testing/scripted-transport.ts';

const detail = (restaurantId: number) =>
  ['restaurant.detail', { restaurant_id: restaurantId }, { serving_type: 'vd' }] as const;

describe('refusals carry the server code and words', () => {
  const refusal = async (body: unknown, status = 400) => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/api/v2/restaurants/1',
      typeof body === 'string' ? text(status, body) : json(status, body),
    );
    const result = await gateway.client.callGateway(...detail(1));
    return result.ok ? null : result.failure;
  };

  it('takes error_code and the display message first, then error_message', async () => {
    expect(
      await refusal({ error_code: 'NOT_AVAILABLE', error_message: 'tech', display_message: '잠시 후' }),
    ).toEqual({
      kind: 'rejected',
      status: 400,
      code: 'NOT_AVAILABLE',
      message: '잠시 후',
      body: { error_code: 'NOT_AVAILABLE', error_message: 'tech', display_message: '잠시 후' },
    });
    expect(await refusal({ error_code: 401, error_message: '로그인이 필요합니다.' }, 401)).toMatchObject({
      code: '401',
      message: '로그인이 필요합니다.',
    });
  });

  it('reads nested { error: {...} }, { detail } and { message } bodies', async () => {
    expect(await refusal({ error: { error_code: 120001, display_message: '비밀번호 오류' } })).toMatchObject({
      code: '120001',
      message: '비밀번호 오류',
    });
    expect(await refusal({ detail: 'Not found.' }, 404)).toMatchObject({
      status: 404,
      message: 'Not found.',
    });
    expect(await refusal({ message: '쿠폰 없음' })).toMatchObject({ message: '쿠폰 없음' });
  });

  it("reads the literal 'ban' of the phone check as code 'ban' (spec 000 §5), JSON or plain text", async () => {
    for (const answer of [json(429, 'ban'), text(429, 'ban')]) {
      const { transport, gateway } = testGateway();
      transport.on('GET', '/vericode/isveriphone/01012345678/', answer);
      const result = await gateway.client.callGateway('sms.phone-verified', { phone: '01012345678' }, {});
      expect(result).toMatchObject({
        ok: false,
        failure: { kind: 'rejected', status: 429, code: 'ban', body: 'ban' },
      });
    }
  });

  it('keeps an html refusal as the body without inventing a message', async () => {
    const failure = await refusal('<html><body>Not Found</body></html>', 404);
    expect(failure).toEqual({ kind: 'rejected', status: 404, body: '<html><body>Not Found</body></html>' });
  });
});

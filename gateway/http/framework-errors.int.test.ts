// What the reference gateway answers for a request its routes never see, as a client meets it:
// every refusal in Korean and in the contract's error shape (issue "What a customer trips on" 14),
// never fastify's English defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

const FIND_PASSWORD = '/v1/find-password';
const json = { 'content-type': 'application/json' };

describe("the gateway's own refusals", () => {
  it('a body over the limit (1 MB): 413', async () => {
    const payload = JSON.stringify({ email: 'a'.repeat(1_100_000) });
    const answer = await gateway.app.inject({ method: 'POST', url: FIND_PASSWORD, headers: json, payload });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      error_code: 'payload_too_large',
      error_message: '요청 내용이 너무 큽니다. 내용을 줄여서 다시 시도해주세요.',
    });
  });

  it('a body no parser takes (XML): 415', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: FIND_PASSWORD,
      headers: { 'content-type': 'application/xml' },
      payload: '<email>minji@example.com</email>',
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({
      error_code: 'unsupported_media_type',
      error_message: '지원하지 않는 요청 형식입니다. JSON(Content-Type: application/json)으로 보내주세요.',
    });
  });

  it('malformed JSON: 400', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: FIND_PASSWORD,
      headers: json,
      payload: '{"email":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error_code: 'bad_request',
      error_message: '요청 형식이 올바르지 않습니다. 입력 내용을 확인해주세요.',
    });
  });

  it('a path no route serves: 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await gateway.app.inject({
        method,
        url: '/api/v9/nothing-here/',
        headers: json,
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        error_code: 'not_found',
        error_message: '요청하신 주소를 찾을 수 없습니다.',
      });
    }
  });

  it('a method the path does not take: 405 with Allow', async () => {
    const answer = await gateway.app.inject({ method: 'DELETE', url: FIND_PASSWORD });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json()).toEqual({
      error_code: 'method_not_allowed',
      error_message: '이 주소에서 지원하지 않는 요청 방식입니다.',
    });
  });
});

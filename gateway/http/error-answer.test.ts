import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/connection-loss.ts';
import { registerErrorAnswer } from './error-answer.ts';

function gatewayThatFails() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { stream } });
  registerErrorAnswer(app);
  app.get('/db', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  });
  app.post('/json', async () => ({ ok: true }));
  app.post('/failover', async () => {
    throw new DatabaseUnavailableError('the database connection was lost', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
  });
  return { app, lines };
}

describe('error answers', () => {
  it('a database without a primary (a failover under way) answers 503, the service-problem text and Retry-After', async () => {
    const { app, lines } = gatewayThatFails();
    const answer = await app.inject({ method: 'POST', url: '/failover' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toEqual({
      error_code: 'service_unavailable',
      error_message: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
      request_id: expect.any(String),
    });
    expect(answer.body).not.toContain('57P01');
    expect(lines.join('')).toContain('the database is unavailable');
  });

  it('a failure inside the gateway answers the service-problem text and a request id, and logs the detail', async () => {
    const { app, lines } = gatewayThatFails();
    const answer = await app.inject({ method: 'GET', url: '/db' });
    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body).toEqual({
      error_code: 'server_error',
      error_message: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
      request_id: expect.any(String),
    });
    expect(answer.body).not.toMatch(/22021|UTF8|byte sequence/);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged.reqId).toBe(body.request_id);
    expect(logged.err.message).toContain('invalid byte sequence');
    await app.close();
  });

  it("a client's malformed JSON stays a 400 in the contract's error shape", async () => {
    const { app } = gatewayThatFails();
    const answer = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error_code: 'bad_request', error_message: expect.any(String) });
    await app.close();
  });
});

describe("the framework's own refusals, in Korean and the contract's error shape", () => {
  function gatewayWithRoutes() {
    const app = Fastify({ bodyLimit: 1024 });
    registerErrorAnswer(app);
    app.post('/api/v1/orders/', async () => ({ ok: true }));
    app.get('/api/v1/orders/:id/', async () => ({ ok: true }));
    // the web app's files: a wildcard GET, which must not make every path a GET path
    app.get('/*', async () => 'file');
    return app;
  }

  it.each([
    [
      'a body over the limit: 413',
      {
        method: 'POST',
        url: '/api/v1/orders/',
        headers: { 'content-type': 'application/json' },
        payload: `{"a":"${'x'.repeat(2048)}"}`,
      },
      413,
      {
        error_code: 'payload_too_large',
        error_message: '요청 내용이 너무 큽니다. 내용을 줄여서 다시 시도해주세요.',
      },
    ],
    [
      'a content type no parser takes: 415',
      {
        method: 'POST',
        url: '/api/v1/orders/',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
      {
        error_code: 'unsupported_media_type',
        error_message: '지원하지 않는 요청 형식입니다. JSON(Content-Type: application/json)으로 보내주세요.',
      },
    ],
    [
      'malformed JSON: 400',
      {
        method: 'POST',
        url: '/api/v1/orders/',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
      400,
      {
        error_code: 'bad_request',
        error_message: '요청 형식이 올바르지 않습니다. 입력 내용을 확인해주세요.',
      },
    ],
    [
      'an empty JSON body: 400',
      {
        method: 'POST',
        url: '/api/v1/orders/',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      400,
      {
        error_code: 'bad_request',
        error_message: '요청 형식이 올바르지 않습니다. 입력 내용을 확인해주세요.',
      },
    ],
    [
      'a path no route serves: 404',
      { method: 'POST', url: '/api/v1/nothing-here/' },
      404,
      { error_code: 'not_found', error_message: '요청하신 주소를 찾을 수 없습니다.' },
    ],
  ] as const)('%s', async (_what, request, status, body) => {
    const app = gatewayWithRoutes();
    const answer = await app.inject(request);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual(body);
    await app.close();
  });

  it('a method a path does not take: 405 with the methods it does take', async () => {
    const app = gatewayWithRoutes();
    const answer = await app.inject({ method: 'DELETE', url: '/api/v1/orders/' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json()).toEqual({
      error_code: 'method_not_allowed',
      error_message: '이 주소에서 지원하지 않는 요청 방식입니다.',
    });
    // a path with a parameter and a query string
    const put = await app.inject({ method: 'PUT', url: '/api/v1/orders/2611210001/?x=1' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    await app.close();
  });
});

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
  return { app, lines };
}

describe('error answers', () => {
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

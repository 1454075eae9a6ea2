// What the probe takes for a jumun gateway: the service status (200, or 491 in maintenance), or a
// server error in the contract's error shape; anything else is named by its status and content type.
import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../adapters/http/transport.ts';
import { calls } from '../../contract/calls.ts';
import { notAGateway, PROBE_PATH } from './probe.ts';

const BASE = 'http://127.0.0.1:8080';
const answer = (status: number, type: string | null, body: string): HttpResponse => ({
  status,
  headers: type === null ? {} : { 'content-type': type },
  body,
});
const JSON_TYPE = 'application/json; charset=utf-8';

describe('the gateway probe', () => {
  it('asks for the service status, at its path in the contract', () => {
    expect(PROBE_PATH).toBe(calls['content.service-status'].pattern);
  });

  it('takes the service status, in maintenance too, and a server error in the contract shape', () => {
    expect(notAGateway(BASE, answer(200, JSON_TYPE, '{"active":false,"content":null}'))).toBeNull();
    expect(notAGateway(BASE, answer(491, JSON_TYPE, '{"active":true,"content":"점검 중"}'))).toBeNull();
    const failing = '{"error_code":"server_error","error_message":"서비스에 문제가 발생했습니다."}';
    expect(notAGateway(BASE, answer(500, JSON_TYPE, failing))).toBeNull();
  });

  it('names what answered instead: a page, a 404 for everything, other JSON', () => {
    expect(
      notAGateway(BASE, answer(200, 'text/html; charset=utf-8', '<!doctype html><title>x</title>')),
    ).toBe(
      `${BASE} is not a jumun gateway: GET /popup/get/, the service status every jumun gateway answers, came back 200 text/html; point --gateway or --profile at a jumun gateway, or start one with \`jumun serve\``,
    );
    expect(notAGateway(BASE, answer(404, null, ''))).toContain('came back 404 no content type;');
    expect(notAGateway(BASE, answer(200, 'application/json', '{"status":"ok"}'))).toContain(
      'came back 200 application/json, JSON that is not the service status;',
    );
    // the contract's error shape is a gateway only for a server error: a 404 is the wrong host
    const notFound = '{"error_code":"404","error_message":"요청을 처리할 수 없습니다."}';
    expect(notAGateway(BASE, answer(404, JSON_TYPE, notFound))).toContain(
      'came back 404 application/json, error_code 404;',
    );
    expect(notAGateway(BASE, answer(502, 'text/html', '<h1>Bad Gateway</h1>'))).toContain(
      'is not a jumun gateway',
    );
  });
});
